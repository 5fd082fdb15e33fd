// What a research type is to the server: one folder, server/research-types/<type>/, holding its two descriptors.
import type { FastifyInstance } from 'fastify';
import type { RecordType } from '@contracts/feedback';
import type { AppContext } from '../context';
import type { TypeColumns } from '../services/exports/csv-cells';
import type { PdfSection } from '../services/exports/pdf-sections/index';
import type { StoredRecord, TypedPart } from '../services/feedback-records/normalise-record';
import type { RunExecutor } from '../services/runs/run-executor';

/**
 * How a saved record of the type is read and exported (`<type>-record.ts`, registered in record-kinds.ts). It reaches
 * no executor and no database, so the record reader, the CSV and the PDF worker load it without the run's code.
 */
export type RecordKind<Type extends RecordType> = {
  /** The stored JSON read into the type's strict member of contracts/feedback-records.ts. */
  read: (stored: StoredRecord) => TypedPart<Type>;
  /** The type's own CSV columns, after the shared ones. */
  csv: TypeColumns;
  /** The type's own PDF section: its charts, its segment breakdown and every answer. */
  pdf: PdfSection<Type>;
};

/**
 * How the type runs and what it serves (`index.ts`, registered in research-types.ts and, for a queued type, in
 * server/run-types.ts). Its database work goes through services/, as for any other caller.
 */
export type ResearchType = {
  /** The type's run on the job layer (services/runs): none for a type that is not queued (an interview). */
  executor?: RunExecutor<never>;
  /** The type's own routes; none for a type that runs through a route shared with others (POST /api/analyses). */
  registerRoutes?: (app: FastifyInstance, context: AppContext) => void | Promise<void>;
};
