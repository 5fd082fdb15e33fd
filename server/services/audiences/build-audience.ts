// What an uploaded file becomes: the mapping step's preview, or the audience's twins. Runs in a worker thread
// (audience-file-worker.ts): nothing here touches the database or logs, and the file never leaves this module.
import {
  AUDIENCE_MAX_ROWS,
  AUDIENCE_MAX_TWINS,
  AUDIENCE_PREVIEW_ROWS,
  type AudienceField,
  type AudienceMapping,
  type AudiencePreview,
  type RejectedRow,
} from '@contracts/audiences';
import type { UsedNames } from '@db/seed/generate-library';
import { loadPopulation, type CountryCode, type Population } from '@db/seed/population-data';
import { mulberry32, shuffled, textHash } from '@contracts/seeded-random';
import { ageGroupOf, describeRecordTwin, statusOf, type RecordTwin } from '@db/seed/record-twin';
import { rake } from '@db/seed/twin-weights';
import { badRequest } from '../../errors';
import { readTable } from '../../infrastructure/audience-file/read-table';
import type { FileContent } from './uploaded-file';
import { checkHeader, proposeMapping, readRecords, settleMapping, type ReadRecord } from './read-records';

/** Rejected rows listed one by one; the count says how many there were in all. */
const REJECTED_LISTED = 200;

let population: Population | undefined;
const populationData = () => (population ??= loadPopulation());

/** The mapping step: the proposal, and the records' countries under the mapping sent (else the proposal). */
export function previewAudienceFile(file: Uint8Array, options: PreviewOptions = {}): AudiencePreview {
  const table = readTable(file, AUDIENCE_MAX_ROWS);
  checkHeader(table);
  const columns = proposeMapping(table);
  const mapping = options.mapping
    ? settleMapping(table, options.mapping)
    : new Map(columns.map((column, i) => [i, column.proposed]));
  return {
    columns,
    rows: table.rows
      .slice(0, AUDIENCE_PREVIEW_ROWS)
      .map((row) =>
        Object.fromEntries(
          columns.flatMap((column, i) => (column.identifying ? [] : [[column.name, row.cells[i] ?? '']])),
        ),
      ),
    row_count: table.rows.length,
    mode: table.rows.length > AUDIENCE_MAX_TWINS ? 'summarised' : 'records',
    countries: readRecords(table, mapping, populationData(), options.defaultCountry).countries,
  };
}

export type BuiltAudience = {
  mode: 'records' | 'summarised';
  recordCount: number;
  fields: AudienceField[];
  rejectedRows: RejectedRow[];
  rejectedCount: number;
  twins: RecordTwin[];
};

export type PreviewOptions = { mapping?: AudienceMapping; defaultCountry?: CountryCode };
export type BuildOptions = PreviewOptions & { audienceId: string };

/** The file comes as uploaded-file.ts hands it over: its chunks, or the port they are queued on. */
export type AudienceFileTask =
  | { kind: 'preview'; file: FileContent; options: PreviewOptions }
  | { kind: 'build'; file: FileContent; options: BuildOptions };
export type AudienceFileReply =
  { kind: 'preview'; preview: AudiencePreview } | { kind: 'build'; audience: BuiltAudience };

/** Twin ids name their audience (contracts' audienceIdOfTwin reads it back), so records can name it too. */
export const audienceTwinId = (audienceId: string, index: number) => `aud-${audienceId}-${index + 1}`;

export function buildAudience(file: Uint8Array, options: BuildOptions): BuiltAudience {
  const table = readTable(file, AUDIENCE_MAX_ROWS);
  checkHeader(table);
  const mapping = settleMapping(table, options.mapping);
  const { records, rejected } = readRecords(table, mapping, populationData(), options.defaultCountry);
  if (records.length === 0)
    throw badRequest(
      `None of the ${table.rows.length} records could be used. ${rejected[0] ? `Line ${rejected[0].line}: ${rejected[0].reason}` : ''}`.trim(),
      rejected.slice(0, 20).map(({ line, reason }) => ({ name: `line ${line}`, reason })),
    );
  const summarised = records.length > AUDIENCE_MAX_TWINS;
  const chosen = summarised
    ? summarise(records, options.audienceId)
    : records.map((record) => ({ record, weight: 1 }));
  const random = mulberry32(textHash(options.audienceId));
  // A twin never carries the name of a customer in the file, even by chance.
  const identifying = [...mapping].flatMap(([column, field]) => (field === 'identifying' ? [column] : []));
  const reserved = new Set(
    table.rows.flatMap((row) => identifying.map((column) => (row.cells[column] ?? '').trim().toLowerCase())),
  );
  const usedNames: UsedNames = { drawn: new Set(), given: [], reserved };
  const twins = chosen.map(({ record, weight }, i) => ({
    ...describeRecordTwin(
      random,
      populationData(),
      record.facts,
      audienceTwinId(options.audienceId, i),
      usedNames,
    ),
    weight,
  }));
  return {
    mode: summarised ? 'summarised' : 'records',
    recordCount: records.length,
    fields: [...new Set([...mapping.values()].filter((f) => f !== 'identifying' && f !== 'ignore'))],
    rejectedRows: rejected.slice(0, REJECTED_LISTED),
    rejectedCount: rejected.length,
    twins,
  };
}

/** What the mix of an audience is measured on: each fact the file may give, 'unknown' where a record leaves it out. */
export const MIX_DIMENSIONS: Array<{ name: string; categoryOf: (record: ReadRecord) => string }> = [
  {
    name: 'age group',
    categoryOf: ({ facts }) => (facts.age === undefined ? 'unknown' : ageGroupOf(facts.age)),
  },
  { name: 'gender', categoryOf: ({ facts }) => facts.gender ?? 'unknown' },
  { name: 'country', categoryOf: ({ facts }) => facts.country },
  { name: 'income', categoryOf: ({ facts }) => facts.income ?? 'unknown' },
  { name: 'education', categoryOf: ({ facts }) => facts.education ?? 'unknown' },
  {
    name: 'activity',
    categoryOf: ({ facts }) => (facts.occupation ? statusOf(facts.occupation) : 'unknown'),
  },
  { name: 'marital status', categoryOf: ({ facts }) => facts.marital ?? 'unknown' },
  {
    name: 'children',
    categoryOf: ({ facts }) => (facts.children === undefined ? 'unknown' : facts.children ? 'yes' : 'no'),
  },
];

/** Each category's share of the records, per dimension, weighted. */
export function mixOf(records: ReadRecord[], weights?: number[]): Map<string, Map<string, number>> {
  const total = weights ? weights.reduce((a, b) => a + b, 0) : records.length;
  return new Map(
    MIX_DIMENSIONS.map(({ name, categoryOf }) => {
      const shares = new Map<string, number>();
      records.forEach((record, i) => {
        const category = categoryOf(record);
        shares.set(category, (shares.get(category) ?? 0) + (weights?.[i] ?? 1) / total);
      });
      return [name, shares];
    }),
  );
}

/**
 * A large file as AUDIENCE_MAX_TWINS of its own records, drawn at random (seeded by the audience), weighted by
 * raking so that their mix on every dimension matches the whole file's.
 */
export function summarise(
  records: ReadRecord[],
  audienceId: string,
): Array<{ record: ReadRecord; weight: number }> {
  const sample = shuffled(mulberry32(textHash(`${audienceId}:sample`)), records).slice(0, AUDIENCE_MAX_TWINS);
  const targets = mixOf(records);
  const weights = rake(
    sample,
    MIX_DIMENSIONS.map(({ name, categoryOf }) => ({ categoryOf, targets: targets.get(name)! })),
  );
  return sample.map((record, i) => ({ record, weight: weights[i]! }));
}
