import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validationReportSchema, type ValidationReport } from '@contracts/validation';
import { notFound } from '../../errors';

/** Written by `npm run validate`; committed with the engine it measured. */
export const defaultValidationReportFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/validation/report.json',
);

const reports = new Map<string, Promise<ValidationReport>>();

async function readReport(file: string): Promise<ValidationReport> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw notFound('No validation report has been published yet.');
  }
  return validationReportSchema.parse(JSON.parse(text));
}

/** The latest measured validation table (read once per process: it changes only with a release). */
export function getValidationReport(file: string = defaultValidationReportFile): Promise<ValidationReport> {
  let report = reports.get(file);
  if (!report) {
    report = readReport(file);
    reports.set(file, report);
    report.catch(() => reports.delete(file));
  }
  return report;
}
