// An uploaded table of records (CSV or XLSX, told apart by content, never by name) as a header and rows of text.
import { badRequest } from '../../errors';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import { WRONG_FILE_TYPE, type Table } from './table';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Whether the file is read as a workbook (a ZIP archive), which can inflate to far more than its size. */
export const isWorkbook = (file: Uint8Array) => ZIP_MAGIC.every((byte, i) => file[i] === byte);

/**
 * Reads the file's first sheet or its CSV text; refuses anything else (a PDF, an image, an old .xls) by content, and
 * a table of more than maxRecords records at the first one past it.
 */
export function readTable(file: Uint8Array, maxRecords: number): Table {
  if (file.length === 0) throw badRequest('The file is empty.');
  if (isWorkbook(file)) return { kind: 'xlsx', ...readXlsx(file, maxRecords) };
  const text = decodeText(file);
  if (text === undefined) throw badRequest(WRONG_FILE_TYPE);
  return { kind: 'csv', ...readCsv(text, maxRecords) };
}

/**
 * The file as text: UTF-8 (the decoder drops a BOM), else Windows-1252 as spreadsheets save CSV on
 * Windows. Control characters other than tab and line breaks mean a binary file.
 */
function decodeText(file: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    text = new TextDecoder('windows-1252').decode(file);
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text) ? undefined : text;
}
