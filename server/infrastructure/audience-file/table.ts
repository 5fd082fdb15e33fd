import { badRequest } from '../../errors';

/** One row of the file: its line (CSV line or spreadsheet row number, as the user sees it) and its cells. */
export type TableRow = { line: number; cells: string[] };
export type Table = { kind: 'csv' | 'xlsx'; header: string[]; headerLine: number; rows: TableRow[] };

export const WRONG_FILE_TYPE = 'Upload a CSV or XLSX file: this file is neither.';

/** Refuses a file at its first record past the most a table may hold, without reading the rest. */
export function countRecord(records: number, maxRecords: number) {
  if (records > maxRecords)
    throw badRequest(
      `The file has more than ${maxRecords.toLocaleString('en')} records; at most ${maxRecords.toLocaleString('en')} can be imported.`,
    );
}
