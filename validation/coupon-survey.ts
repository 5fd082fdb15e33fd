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

export class SurveyFormatError extends Error {}

/** Reads a survey CSV; the `Y` and `respondent_id` columns may be absent. */
export function readSurvey(path: string): SurveyRow[] {
  const { header, records } = parseCsvRecords(readFileSync(path, 'utf8'));
  const missing = SURVEY_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new SurveyFormatError(`${path} lacks the column(s): ${missing.join(', ')}`);
  return records.map((record, row) => {
    const y = record.Y?.trim();
    if (y !== undefined && y !== '' && y !== '0' && y !== '1')
      throw new SurveyFormatError(`${path}, data row ${row}: Y must be 0 or 1, not "${y}"`);
    return {
      row,
      respondentId: record.respondent_id?.trim() || `row-${row}`,
      fields: Object.fromEntries(
        SURVEY_COLUMNS.map((column) => [column, (record[column] ?? '').trim()]),
      ) as Record<SurveyColumn, string>,
      accepted: y === '1' ? 1 : y === '0' ? 0 : undefined,
    };
  });
}
