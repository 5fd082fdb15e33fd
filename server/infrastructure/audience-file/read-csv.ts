// CSV as spreadsheets and CRMs export it (RFC 4180: quoted fields, doubled quotes, CRLF or LF; comma, semicolon or
// tab, whichever the header line uses most), with each row's line number in the file.
import { badRequest } from '../../errors';
import type { TableRow } from './table';

const DELIMITERS = [',', ';', '\t'] as const;

function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = DELIMITERS.map((d) => firstLine.split(d).length - 1);
  const best = Math.max(...counts);
  return best === 0 ? ',' : DELIMITERS[counts.indexOf(best)]!;
}

export function readCsv(text: string): { header: string[]; headerLine: number; rows: TableRow[] } {
  const delimiter = delimiterOf(text);
  const rows: TableRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    // Blank lines are not records.
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      endRow();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      rowLine = line;
    } else cell += char;
    i += 1;
  }
  if (quoted) throw badRequest(`Line ${rowLine}: a quoted cell is never closed.`);
  if (cell !== '' || cells.length > 0) endRow();
  const [header, ...records] = rows;
  if (!header) throw badRequest('The file is empty.');
  return { header: header.cells.map((name) => name.trim()), headerLine: header.line, rows: records };
}
