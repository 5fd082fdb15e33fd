// CSV as spreadsheets and CRMs export it, parsed by csv-parse: quoted cells with doubled quotes, separators and
// line breaks; CRLF, LF or CR line ends, mixed too; comma, semicolon or tab, whichever the header line uses most.
// Each row keeps the line of the file it starts on, as an editor numbers it.
import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../../errors';
import { countRecord, type TableRow } from './table';

const DELIMITERS = [',', ';', '\t'] as const;
const LINE_ENDS = ['\r\n', '\n', '\r'];

function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|\r|$/));
  const counts = DELIMITERS.map((d) => firstLine.split(d).length - 1);
  const best = Math.max(...counts);
  return best === 0 ? ',' : DELIMITERS[counts.indexOf(best)]!;
}

/** The lines that end in bytes[from, to): CRLF, LF and CR each end one. */
function linesEnded(bytes: Uint8Array, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i += 1)
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) count += 1;
  return count;
}

export function readCsv(
  text: string,
  maxRecords: number,
): { header: string[]; headerLine: number; rows: TableRow[] } {
  const bytes = Buffer.from(text);
  const rows: TableRow[] = [];
  // Where the next record starts: its line, and its byte. Lines are counted here from where csv-parse says each
  // record ends: its own count (info.lines) takes a CRLF inside quotes for two lines.
  let line = 1;
  let start = 0;
  try {
    parse(bytes, {
      delimiter: delimiterOf(text),
      record_delimiter: LINE_ENDS,
      // A quote inside an unquoted cell, or after a closing quote, is kept as text.
      relax_quotes: true,
      // Rows shorter or longer than the header are judged row by row (readRecords), not refused whole.
      relax_column_count: true,
      on_record: (cells: string[], { bytes: end }) => {
        // Blank lines are not records.
        if (cells.length > 1 || cells[0] !== '') {
          // The header is not a record.
          countRecord(rows.length, maxRecords);
          rows.push({ line, cells });
        }
        line += linesEnded(bytes, start, end);
        start = end;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw badRequest(
      `Line ${line}: ${error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted cell is never closed.' : 'the row cannot be read as CSV.'}`,
    );
  }
  const [header, ...records] = rows;
  if (!header) throw badRequest('The file is empty.');
  return { header: header.cells.map((name) => name.trim()), headerLine: header.line, rows: records };
}
