import { describe, expect, it } from 'vitest';
import { AUDIENCE_MAX_ROWS } from '@contracts/audiences';
import { readTable } from './read-table';

const csv = (text: string) => readTable(new TextEncoder().encode(text), AUDIENCE_MAX_ROWS);
const lines = (text: string) => csv(text).rows.map((row) => [row.line, ...row.cells]);

describe('reading an uploaded CSV file', () => {
  it('numbers each row by the line it starts on, whatever the line ends, blank lines and breaks inside cells', () => {
    const rows = [
      [2, '34', 'Says "hi",\r\nthen leaves'],
      [5, '40', 'x'],
      [6, '51', 'y'],
    ];
    expect(lines('Age,Comments\r\n34,"Says ""hi"",\r\nthen leaves"\r\n\r\n40,x\r\n51,y\r\n')).toEqual(rows);
    expect(lines('Age,Comments\n34,"Says ""hi"",\r\nthen leaves"\n\n40,x\n51,y')).toEqual(rows);
    expect(lines('Age,Comments\r34,"Says ""hi"",\r\nthen leaves"\r\r40,x\r51,y\r')).toEqual(rows);
    expect(lines('Age,Comments\r\n34,"Says ""hi"",\r\nthen leaves"\n\r\n40,x\r51,y\n')).toEqual(rows);
    expect(csv('\n\nAge,Country\n30,UK\n')).toMatchObject({ headerLine: 3, rows: [{ line: 4 }] });
  });

  it('takes the separator the header uses most, and keeps quotes inside unquoted cells as text', () => {
    expect(csv('Age;Income;Comments\n30;32,500;"a; b"\n')).toMatchObject({
      header: ['Age', 'Income', 'Comments'],
      rows: [{ cells: ['30', '32,500', 'a; b'] }],
    });
    expect(lines('Age\tComments\n30\tsays 5" is tall\n')).toEqual([[2, '30', 'says 5" is tall']]);
  });

  it('drops a byte order mark, and reads files saved as Windows-1252', () => {
    expect(csv('\uFEFF"Age","Country"\n30,UK\n').header).toEqual(['Age', 'Country']);
    const windows = Uint8Array.from(
      [...'Name,City\nZo', 0xeb, ...',Malta\n'].map((c) => (typeof c === 'number' ? c : c.charCodeAt(0))),
    );
    expect(readTable(windows, AUDIENCE_MAX_ROWS).rows).toEqual([{ line: 2, cells: ['Zoë', 'Malta'] }]);
  });

  it('refuses a quoted cell that is never closed, naming the line it opens on', () => {
    expect(() => csv('Age,Comments\n30,fine\n\n41,"never\nclosed\n52,x\n')).toThrow(
      'Line 4: a quoted cell is never closed.',
    );
  });

  it('refuses an empty file and a binary one', () => {
    expect(() => csv('\r\n\n')).toThrow('The file is empty.');
    expect(() => readTable(Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]), AUDIENCE_MAX_ROWS)).toThrow(
      'Upload a CSV or XLSX file: this file is neither.',
    );
  });
});
