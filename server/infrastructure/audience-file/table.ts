/** One row of the file: its line (CSV line or spreadsheet row number, as the user sees it) and its cells. */
export type TableRow = { line: number; cells: string[] };
export type Table = { kind: 'csv' | 'xlsx'; header: string[]; headerLine: number; rows: TableRow[] };

export const WRONG_FILE_TYPE = 'Upload a CSV or XLSX file: this file is neither.';
