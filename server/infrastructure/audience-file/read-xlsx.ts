// The first sheet of an XLSX workbook (Office Open XML): unzipped with fflate, its XML read with saxes. Only the
// parts a table needs are inflated, a little at a time and only up to a bound, so a crafted archive cannot fill the
// memory nor hold the worker: a part that inflates past the size it declares is refused at that moment.
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { SaxesParser } from 'saxes';
import { badRequest, HttpError } from '../../errors';
import { countRecord, WRONG_FILE_TYPE, type TableRow } from './table';

/** Inflated bytes of the parts read, together: a 10 MB XLSX of 20,000 rows inflates to well under this. */
const MAX_INFLATED_BYTES = 200 * 1024 * 1024;
/** Compressed bytes handed to the inflater at once: at deflate's best ratio, at most a few MB come out of them. */
const PUSHED_BYTES = 4 * 1024;

/** A refusal of the uploaded workbook, naming the `file` field. */
const refuseFile = (reason: string) => badRequest(reason, [{ name: 'file', reason }]);
const BROKEN_WORKBOOK = 'The workbook could not be read: its contents are damaged.';

type Element = { name: string; attributes: Record<string, string> };

type XmlHandlers = {
  open?: (e: Element) => void;
  close?: (name: string) => void;
  text?: (t: string) => void;
};

function xmlParser(handlers: XmlHandlers): SaxesParser {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) =>
    handlers.open?.({ name: localName(tag.name), attributes: tag.attributes as Record<string, string> }),
  );
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  return parser;
}

/** A handler's own refusal (too many records) stands; anything else the XML reading throws is a damaged workbook. */
function asRefusal(error: unknown): HttpError {
  return error instanceof HttpError ? error : refuseFile(BROKEN_WORKBOOK);
}

function walkXml(xml: string, handlers: XmlHandlers) {
  try {
    xmlParser(handlers).write(xml).close();
  } catch (error) {
    throw asRefusal(error);
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** 'BC12' → column index 54 (0-based). */
function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A';
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  const strings: string[] = [];
  let current: string | undefined;
  let inText = false;
  // Phonetic runs (rPh) repeat the reading of East Asian text; they are not part of the value.
  let inPhonetic = false;
  walkXml(xml, {
    open: ({ name }) => {
      if (name === 'si') current = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    close: (name) => {
      if (name === 'si') strings.push(current ?? '');
      else if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
    },
    text: (text) => {
      if (inText && !inPhonetic && current !== undefined) current += text;
    },
  });
  return strings;
}

/** The path of the workbook's first sheet, from the workbook and its relationships. */
function firstSheetPath(workbook: string, relationships: string | undefined): string {
  let relationId: string | undefined;
  walkXml(workbook, {
    open: ({ name, attributes }) => {
      if (name === 'sheet' && relationId === undefined)
        relationId = Object.entries(attributes).find(([key]) => localName(key) === 'id')?.[1];
    },
  });
  let target: string | undefined;
  if (relationships && relationId)
    walkXml(relationships, {
      open: ({ name, attributes }) => {
        if (name === 'Relationship' && attributes.Id === relationId) target = attributes.Target;
      },
    });
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/**
 * Inflates the wanted parts, handing each chunk to `take` as it comes out; a refusal (`take`'s own, or the archive's)
 * stops the inflation at once.
 */
function inflateParts(
  file: Uint8Array,
  wanted: (name: string) => boolean,
  take: (name: string, chunk: Uint8Array) => void,
) {
  let inflated = 0;
  let refusal: HttpError | undefined;
  const refuse = (error: HttpError, entry: UnzipFile) => {
    refusal ??= error;
    entry.terminate();
  };
  const unzip = new Unzip((entry) => {
    if (refusal || !wanted(entry.name)) return;
    const declared = entry.originalSize;
    let read = 0;
    entry.ondata = (error, chunk) => {
      if (refusal) return;
      if (error) return refuse(refuseFile(BROKEN_WORKBOOK), entry);
      read += chunk.length;
      inflated += chunk.length;
      if (declared !== undefined && read > declared)
        return refuse(refuseFile('The workbook is damaged: a part is larger than it says.'), entry);
      if (inflated > MAX_INFLATED_BYTES)
        return refuse(refuseFile('The workbook is too large once unpacked.'), entry);
      try {
        take(entry.name, chunk);
      } catch (taken) {
        refuse(asRefusal(taken), entry);
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < file.length && !refusal; at += PUSHED_BYTES)
      unzip.push(file.subarray(at, at + PUSHED_BYTES), at + PUSHED_BYTES >= file.length);
  } catch {
    refusal ??= badRequest(WRONG_FILE_TYPE);
  }
  if (refusal) throw refusal;
}

function unzipParts(file: Uint8Array, wanted: (name: string) => boolean): Record<string, string> {
  const parts = new Map<string, Uint8Array[]>();
  inflateParts(file, wanted, (name, chunk) => {
    const chunks = parts.get(name);
    if (chunks) chunks.push(chunk);
    else parts.set(name, [chunk]);
  });
  const decoder = new TextDecoder();
  return Object.fromEntries(
    [...parts].map(([name, chunks]) => [name, decoder.decode(Buffer.concat(chunks))]),
  );
}

export function readXlsx(
  file: Uint8Array,
  maxRecords: number,
): { header: string[]; headerLine: number; rows: TableRow[] } {
  const meta = unzipParts(file, (name) =>
    ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml'].includes(name),
  );
  const workbook = meta['xl/workbook.xml'];
  // A zip that is not a workbook (a .docx, an archive of CSVs) is the wrong type.
  if (!workbook) throw badRequest(WRONG_FILE_TYPE);
  const sheetPath = firstSheetPath(workbook, meta['xl/_rels/workbook.xml.rels']);
  const strings = sharedStrings(meta['xl/sharedStrings.xml']);

  const rows: TableRow[] = [];
  let row: TableRow | undefined;
  let cell: { index: number; type: string; value: string } | undefined;
  let inValue = false;
  let nextRowLine = 1;
  // The sheet is read as it inflates, so a sheet of too many rows is refused at the first one past the limit.
  const sheet = xmlParser({
    open: ({ name, attributes }) => {
      if (name === 'row') {
        const line = attributes.r ? Number(attributes.r) : nextRowLine;
        row = { line, cells: [] };
        nextRowLine = line + 1;
      } else if (name === 'c' && row) {
        cell = {
          index: attributes.r ? columnIndex(attributes.r) : row.cells.length,
          type: attributes.t ?? 'n',
          value: '',
        };
      } else if ((name === 'v' || name === 't') && cell) inValue = true;
    },
    close: (name) => {
      if ((name === 'v' || name === 't') && cell) inValue = false;
      else if (name === 'c' && cell && row) {
        const value =
          cell.type === 's'
            ? (strings[Number(cell.value)] ?? '')
            : cell.type === 'b'
              ? cell.value === '1'
                ? 'TRUE'
                : 'FALSE'
              : cell.value;
        while (row.cells.length < cell.index) row.cells.push('');
        row.cells[cell.index] = value;
        cell = undefined;
      } else if (name === 'row' && row) {
        if (row.cells.some((value) => value.trim() !== '')) {
          countRecord(rows.length, maxRecords);
          rows.push(row);
        }
        row = undefined;
      }
    },
    text: (text) => {
      if (inValue && cell) cell.value += text;
    },
  });
  const decoder = new TextDecoder();
  let found = false;
  inflateParts(
    file,
    (name) => name === sheetPath,
    (_name, chunk) => {
      found ||= chunk.length > 0;
      sheet.write(decoder.decode(chunk, { stream: true }));
    },
  );
  if (!found) throw badRequest(WRONG_FILE_TYPE);
  try {
    sheet.write(decoder.decode()).close();
  } catch (error) {
    throw asRefusal(error);
  }
  const [header, ...records] = rows;
  if (!header) throw badRequest('The file is empty.');
  return { header: header.cells.map((name) => name.trim()), headerLine: header.line, rows: records };
}
