import { colourFamilies } from '../../../contracts/image-ad';
import PDFDocument from 'pdfkit';
import { overallAnalysisSchema, type OverallAnalysis } from '../../../contracts/analysis';
import type { FeedbackRecord } from '../../../contracts/feedback-records';
import type { ImageAnalysis } from '../../../contracts/image-analysis';

type ResponseItem = FeedbackRecord['responses'][number];
import type { Persona } from '../../../contracts/personas';
import type { Actor, AppContext } from '../../context';
import { listPersonas } from '../personas/list-personas';
import { getFeedback } from './get-feedback';

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type FeedbackExport = { fileName: string; contentType: string; body: string | Buffer };

/** One twin's answer with the question it answers (interviews) and the twin it came from. */
type AnswerRow = { response: ResponseItem; question: string; persona: Persona | undefined };

const CSV_COLUMNS = [
  'run_id',
  'run_type',
  'concept',
  'persona_id',
  'persona_name',
  'age',
  'age_group',
  'gender',
  'location',
  'country_code',
  'occupation',
  'income_bracket',
  'weight',
  'question',
  'sentiment',
  'sentiment_score',
  'interest_level',
  'purchase_intent',
  'answer',
] as const;

const numberOr = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const detailOf = (response: ResponseItem) =>
  ('detailed' in response && response.detailed ? response.detailed : {}) as Record<string, unknown>;
const interestOf = (response: ResponseItem) =>
  numberOr(detailOf(response).interestLevel) ??
  numberOr((detailOf(response).concept as Record<string, unknown> | undefined)?.interestLevel);
const intentOf = (response: ResponseItem) =>
  numberOr((detailOf(response).purchaseIntent as Record<string, unknown> | undefined)?.expected);

async function loadRun(context: AppContext, actor: Actor, id: string) {
  const record = await getFeedback(context, actor, id);
  const personaIds = [
    ...new Set(record.responses.flatMap((response) => (response.personaId ? [response.personaId] : []))),
  ];
  const personaById = new Map(
    (await listPersonas(context, { ids: personaIds })).map((persona) => [persona.id, persona]),
  );
  const rows: AnswerRow[] = [];
  let question = '';
  for (const response of record.responses) {
    if (response.sender === 'user') {
      question = response.text ?? '';
      continue;
    }
    rows.push({
      response,
      question,
      persona: response.personaId ? personaById.get(response.personaId) : undefined,
    });
  }
  return { record, rows };
}

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function toCsv(record: FeedbackRecord, rows: AnswerRow[]): string {
  const lines = rows.map(({ response, question, persona }) => {
    const detail = detailOf(response);
    const values: Record<(typeof CSV_COLUMNS)[number], unknown> = {
      run_id: record.id,
      run_type: record.type,
      concept: record.concept,
      persona_id: response.personaId,
      persona_name: persona?.name ?? response.personaName,
      age: persona?.age,
      age_group: persona?.segments.age_group,
      gender: persona?.gender,
      location: persona?.location,
      country_code: persona?.country_code,
      occupation: persona?.occupation,
      income_bracket: persona?.segments.income_bracket,
      weight: persona?.weight,
      question,
      sentiment: detail.sentiment,
      sentiment_score: numberOr(detail.sentimentScore),
      interest_level: interestOf(response),
      purchase_intent: intentOf(response),
      answer: response.text,
    };
    return CSV_COLUMNS.map((column) => csvCell(values[column])).join(',');
  });
  // A byte-order mark, so spreadsheets read the twins' names as UTF-8.
  return `\uFEFF${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#4f46e5';
const SENTIMENT_COLOURS = { positive: '#16a34a', neutral: '#64748b', negative: '#dc2626' } as const;
const TYPE_TITLES: Record<string, string> = {
  'focus-group': 'Concept test',
  interview: 'Interview',
  'image-ad': 'Ad creative test',
  image_analysis: 'Image analysis',
  angel_pitch: 'Angel pitch',
};

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(text).moveDown(0.3);
}

/** A labelled horizontal bar per value (0–100), drawn as vector shapes. */
function barChart(doc: PDFKit.PDFDocument, bars: Array<{ label: string; percent: number; colour: string }>) {
  const left = doc.page.margins.left;
  const labelWidth = 150;
  const trackWidth = doc.page.width - doc.page.margins.right - left - labelWidth - 50;
  for (const bar of bars) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(bar.label, left, y, { width: labelWidth - 8 });
    doc.rect(left + labelWidth, y + 1, trackWidth, 9).fill('#e2e8f0');
    doc
      .rect(left + labelWidth, y + 1, (trackWidth * Math.max(0, Math.min(100, bar.percent))) / 100, 9)
      .fill(bar.colour);
    doc
      .fillColor(INK)
      .text(`${Math.round(bar.percent)}%`, left + labelWidth + trackWidth + 8, y, { width: 42 });
    doc.x = left;
    doc.y = y + 16;
  }
}

function summaryOf(doc: PDFKit.PDFDocument, analysis: OverallAnalysis) {
  heading(doc, 'Summary');
  const facts = [
    `Aggregate score ${analysis.aggregateScore}/100 · overall sentiment ${analysis.key_metrics.overall_sentiment}`,
    `Mean purchase intent ${analysis.key_metrics.meanPurchaseIntent.toFixed(1)}/5 · mean interest ${analysis.key_metrics.meanInterestLevel.toFixed(1)}/5 · ${analysis.key_metrics.respondents} twins answered`,
  ];
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(facts.join('\n'));
  heading(doc, 'Sentiment');
  const { distribution } = analysis.sentimentAnalysis;
  barChart(
    doc,
    (['positive', 'neutral', 'negative'] as const).map((key) => ({
      label: key[0]!.toUpperCase() + key.slice(1),
      percent: distribution[key],
      colour: SENTIMENT_COLOURS[key],
    })),
  );
  heading(doc, 'Purchase intent');
  const intentLabels = [
    'Definitely not',
    'Probably not',
    'Might or might not',
    'Probably would',
    'Definitely would',
  ];
  barChart(
    doc,
    analysis.purchaseIntentDistribution.map((share, i) => ({
      label: `${i + 1} · ${intentLabels[i]}`,
      percent: share * 100,
      colour: BRAND,
    })),
  );
  const themes = [
    ['Key messages', analysis.qualitativeFeedback.perceivedKeyMessages],
    ['Concerns', analysis.concerns.map((theme) => `${theme.text} (${theme.count})`)],
    ['Suggestions', analysis.suggestions.map((theme) => `${theme.text} (${theme.count})`)],
  ] as const;
  for (const [title, items] of themes) {
    if (items.length === 0) continue;
    heading(doc, title);
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(INK)
      .list([...items], { bulletRadius: 2 });
  }
}

/** An image analysis: what the image says (its words and the offer in them) and what it shows (its measured look). */
function imageAnalysisOf(doc: PDFKit.PDFDocument, { adReading, message, observations }: ImageAnalysis) {
  heading(doc, 'What the image says');
  const facts = [
    message.headline ? `At a glance: ${message.headline}` : 'No words were found in the image.',
    `Reads as: ${message.productName ? `${message.productName}, ` : ''}${message.category}`,
    message.price ? `Price: ${message.price}` : null,
    message.discount ? `Discount: ${message.discount}` : null,
    message.claims.length ? `Claims: ${message.claims.join('; ')}` : null,
    message.audiences.length ? `For: ${message.audiences.join('; ')}` : null,
    message.missing.length ? `Leaves out: ${message.missing.join(', ')}` : null,
  ].filter(Boolean);
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(facts.join('\n'));
  if (adReading.text) {
    doc.moveDown(0.4).font('Helvetica-Oblique').fontSize(10).fillColor(MUTED);
    doc.text(
      `Text read (${Math.round(adReading.textConfidence)}% confidence): ${adReading.text.replace(/\n/g, ' / ')}`,
    );
  }
  heading(doc, 'What it shows');
  const { measures } = adReading;
  barChart(
    doc,
    (['brightness', 'contrast', 'colourfulness', 'textCoverage', 'clutter'] as const).map((key) => ({
      label: key === 'textCoverage' ? 'Text coverage' : key[0]!.toUpperCase() + key.slice(1),
      percent: measures[key],
      colour: BRAND,
    })),
  );
  if (measures.dominantColours.length)
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(INK)
      .text(
        `Dominant colours: ${colourFamilies(measures.dominantColours)
          .map((c) => `${c.name} ${Math.round(c.share)}%`)
          .join(', ')}`,
      );
  if (observations.length)
    doc.moveDown(0.4).font('Helvetica').fontSize(10.5).fillColor(INK).list(observations, { bulletRadius: 2 });
}

function toPdf(record: FeedbackRecord, rows: AnswerRow[]): Promise<Buffer> {
  const doc = new PDFDocument({
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
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(BRAND)
    .text(`TWINSIGHT · ${(TYPE_TITLES[record.type ?? ''] ?? 'Research run').toUpperCase()}`);
  doc
    .moveDown(0.3)
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(record.concept || 'Untitled run');
  const when = new Date(record.created_at).toISOString().slice(0, 16).replace('T', ' ');
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${when} UTC · ${rows.length} ${rows.length === 1 ? 'answer' : 'answers'}`);

  const analysis = overallAnalysisSchema.safeParse(record.overall_analysis);
  if (record.type === 'image_analysis') {
    if (record.overall_analysis) imageAnalysisOf(doc, record.overall_analysis);
  } else if (analysis.success) summaryOf(doc, analysis.data);
  else if (record.type === 'interview' && record.overall_analysis.conversation_summary) {
    heading(doc, 'Summary');
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(record.overall_analysis.conversation_summary);
  }

  if (rows.length > 0 || record.type !== 'image_analysis') heading(doc, 'Answers');
  for (const { response, question, persona } of rows) {
    const detail = detailOf(response);
    const who = [
      persona?.name ?? response.personaName ?? 'Digital twin',
      persona ? `${persona.age}, ${persona.occupation}, ${persona.location}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
    const scores = [
      typeof detail.sentiment === 'string' ? detail.sentiment : null,
      interestOf(response) !== undefined ? `interest ${interestOf(response)}/5` : null,
      intentOf(response) !== undefined ? `intent ${intentOf(response)!.toFixed(1)}/5` : null,
    ].filter(Boolean);
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(who);
    if (scores.length) doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(scores.join(' · '));
    if (question) doc.font('Helvetica-Oblique').fontSize(10).fillColor(MUTED).text(`Q: ${question}`);
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(INK)
      .text(response.text ?? '', { paragraphGap: 2 });
  }
  doc.end();
  return done;
}

const fileStem = (record: FeedbackRecord) =>
  `twinsight-${
    (record.concept ?? 'run')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'run'
  }-${record.id.slice(0, 8)}`;

/** The owner's run as CSV (one row per twin answer, with the twin's fields) or as a PDF report; 404 to anyone else. */
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
    body: await toPdf(record, rows),
  };
}
