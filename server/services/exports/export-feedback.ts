import type { ExportFormat } from '@contracts/api-routes/feedback';
import { FEATURE_STUDY_TYPE } from '@contracts/feature-study';
import type { FeedbackRecord } from '@contracts/feedback-records';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import type { Actor, AppContext } from '../../context';
import { answeringPersonaIds, answerRowsOf, type AnswerRow } from './answer-rows';
import { csvTableOf } from './csv-table';
import { BRAND, FONTS, INK, MUTED } from './pdf-sections/pdf-kit';
import { writeRecordSections } from './pdf-sections/index';
import { findTwins } from '../personas/find-twins';
import { getFeedback } from '../feedback-records/get-feedback';
import { layOutReport } from './lay-out-report';
import { ReportDocument } from './report-document';

export type FeedbackExport = { fileName: string; contentType: string; body: string | Buffer };

async function loadRun(context: AppContext, actor: Actor, id: string) {
  const record = await getFeedback(context, actor, id);
  const personaById = new Map(
    (await findTwins(context, actor.id, answeringPersonaIds(record))).map((persona) => [persona.id, persona]),
  );
  return { record, rows: answerRowsOf(record, personaById) };
}

/**
 * A CSV cell: quoted when it holds a quote, a line break or any separator a spreadsheet may split on (comma,
 * semicolon, tab), and never read as a formula: a `'` goes before a formula character at the start and after any
 * separator, since a spreadsheet that splits on another separator starts a cell there.
 */
function csvCell(value: unknown): string {
  const text = (value === undefined || value === null ? '' : String(value)).replace(
    /(^|[,;|\t\r\n])(?=[=+\-@\t\r])/g,
    "$1'",
  );
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function toCsv(record: FeedbackRecord, rows: AnswerRow[]): string {
  const { columns, lines } = csvTableOf(record, rows);
  // A byte-order mark, so spreadsheets read the twins' names as UTF-8.
  return `\uFEFF${[columns.join(','), ...lines.map((cells) => cells.map(csvCell).join(','))].join('\r\n')}\r\n`;
}

/** What a PDF report is laid out from (sent to a worker thread, so plain data). */
export type ReportContent = { record: FeedbackRecord; rows: AnswerRow[] };

export function toPdf(record: FeedbackRecord, rows: AnswerRow[]): Promise<Buffer> {
  const doc = new ReportDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Twinsight · ${record.concept ?? 'Research run'}`, Author: 'Twinsight' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font(FONTS.bold)
    .fontSize(10)
    .fillColor(BRAND)
    .text(`TWINSIGHT · ${RECORD_TYPE_NAMES[record.type].toUpperCase()}`);
  doc
    .moveDown(0.3)
    .font(FONTS.bold)
    .fontSize(18)
    .fillColor(INK)
    .text(record.concept || 'Untitled run');
  const when = new Date(record.created_at).toISOString().slice(0, 16).replace('T', ' ');
  const twins = answeringPersonaIds(record).length;
  doc
    .moveDown(0.2)
    .font(FONTS.regular)
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `${when} UTC · ${twins} ${twins === 1 ? 'twin' : 'twins'} · ${rows.length} ${rows.length === 1 ? 'answer' : 'answers'}`,
    );
  if (record.audiences.length > 0)
    doc.text(
      `${record.audiences.length === 1 ? 'Audience' : 'Audiences'}: ${record.audiences.map((a) => a.name).join(', ')}`,
    );
  doc.fillColor(INK);
  writeRecordSections(doc, record, rows);
  doc.end();
  return done;
}

/**
 * What the PDF worker lays out: a feature study's report prints no twin's tasks (its CSV holds them, a row per product
 * shown), so they stay behind and the report of a 300-twin study fits within PDF_MAX_CHARS.
 */
function reportContentOf(record: FeedbackRecord, rows: AnswerRow[]): ReportContent {
  if (record.type !== FEATURE_STUDY_TYPE) return { record, rows };
  const lighter = new Map<AnswerRow['response'], AnswerRow['response']>(
    record.responses.map((response) => [
      response,
      { ...response, detailed: response.detailed && { ...response.detailed, tasks: [] } },
    ]),
  );
  return {
    record: {
      ...record,
      responses: record.responses.map((response) => lighter.get(response)!),
    } as FeedbackRecord,
    rows: rows.map((row) => ({ ...row, response: lighter.get(row.response) ?? row.response })),
  };
}

const fileStem = (record: FeedbackRecord) =>
  `twinsight-${
    (record.concept ?? 'run')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'run'
  }-${record.id.slice(0, 8)}`;

/** The owner's run as CSV (one row per twin answer, with the twin's and its type's fields) or as a PDF report of its type; 404 to anyone else. */
export async function exportFeedback(
  context: AppContext,
  actor: Actor,
  id: string,
  format: ExportFormat,
): Promise<FeedbackExport> {
  const { record, rows } = await loadRun(context, actor, id);
  if (format === 'csv')
    return {
      fileName: `${fileStem(record)}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: toCsv(record, rows),
    };
  return {
    fileName: `${fileStem(record)}.pdf`,
    contentType: 'application/pdf',
    body: await layOutReport(
      {
        workers: context.env.PDF_WORKERS,
        timeoutMs: context.env.PDF_TIMEOUT_MS,
        maxChars: context.env.PDF_MAX_CHARS,
      },
      actor.id,
      reportContentOf(record, rows),
    ),
  };
}
