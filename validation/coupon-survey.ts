import { readFileSync } from 'node:fs';
import { parseCsvRecords } from './csv';

/** The columns of the UCI in-vehicle coupon survey (Wang et al. 2017), as in shared/data/validation. */
export const SURVEY_COLUMNS = [
  'destination',
  'passanger',
  'weather',
  'temperature',
  'time',
  'couponType',
  'expiration',
  'gender',
  'age',
  'maritalStatus',
  'has_children',
  'education',
  'occupation',
  'income',
  'Bar',
  'CoffeeHouse',
  'CarryAway',
  'RestaurantLessThan20',
  'Restaurant20To50',
  'toCoupon_GEQ15min',
  'toCoupon_GEQ25min',
  'direction_same',
] as const;
export type SurveyColumn = (typeof SURVEY_COLUMNS)[number];

export interface SurveyRow {
  /** 0-based index among the file's data rows. */
  row: number;
  /** Groups one person's answers; rows without one are their own respondent. */
  respondentId: string;
  fields: Record<SurveyColumn, string>;
  /** The real answer (1 = accepted), when the file has it. */
  accepted: 0 | 1 | undefined;
}

/** A file that cannot be read as any shape the harness knows, or a value it cannot use; the CLI exits with 2. */
export class SurveyFormatError extends Error {}

/** The real answer of one data row (`Y` 0 or 1, blank or absent when unknown). */
export function answerOf(record: Record<string, string>, file: string, row: number): 0 | 1 | undefined {
  const y = record.Y?.trim();
  if (y !== undefined && y !== '' && y !== '0' && y !== '1')
    throw new SurveyFormatError(`${file}, data row ${row}: Y must be 0 or 1, not "${y}"`);
  return y === '1' ? 1 : y === '0' ? 0 : undefined;
}

/** Keeps the named columns of a record, trimmed. */
export function pickColumns<C extends string>(
  record: Record<string, string>,
  columns: readonly C[],
): Record<C, string> {
  return Object.fromEntries(columns.map((column) => [column, (record[column] ?? '').trim()])) as Record<
    C,
    string
  >;
}

/** Coupon-survey rows from parsed records (the `Y` and `respondent_id` columns may be absent). */
export function surveyRowsOf(records: ReadonlyArray<Record<string, string>>, file: string): SurveyRow[] {
  return records.map((record, row) => ({
    row,
    respondentId: record.respondent_id?.trim() || `row-${row}`,
    fields: pickColumns(record, SURVEY_COLUMNS),
    accepted: answerOf(record, file, row),
  }));
}

/** Reads a coupon-survey CSV; the `Y` and `respondent_id` columns may be absent. */
export function readSurvey(path: string): SurveyRow[] {
  const { header, records } = parseCsvRecords(readFileSync(path, 'utf8'));
  const missing = SURVEY_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new SurveyFormatError(`${path} lacks the column(s): ${missing.join(', ')}`);
  return surveyRowsOf(records, path);
}
