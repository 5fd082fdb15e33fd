// What every PDF section draws with: the fonts and colours in one place, headings, text, lists, bars and tables.
import type { SegmentStat } from '@contracts/twin-answers';

export type Pdf = PDFKit.PDFDocument;

export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export const INK = '#0f172a';
export const MUTED = '#475569';
export const BRAND = '#4f46e5';
export const SENTIMENT_COLOURS = { positive: '#16a34a', neutral: '#64748b', negative: '#dc2626' } as const;

export function heading(doc: Pdf, text: string) {
  doc.moveDown(0.8).font(FONTS.bold).fontSize(13).fillColor(INK).text(text).moveDown(0.3);
}

export function paragraph(doc: Pdf, text: string, size = 11) {
  doc.font(FONTS.regular).fontSize(size).fillColor(INK).text(text);
}

export function note(doc: Pdf, text: string) {
  doc.font(FONTS.italic).fontSize(10).fillColor(MUTED).text(text);
}

export function bullets(doc: Pdf, items: string[]) {
  if (items.length === 0) return;
  doc.font(FONTS.regular).fontSize(10.5).fillColor(INK).list(items, { bulletRadius: 2 });
}

export type Bar = { label: string; value: number; colour: string };

/** A labelled horizontal bar per value, drawn as vector shapes; `max` is the full track (100 for percents). */
export function barChart(
  doc: Pdf,
  bars: Bar[],
  { max = 100, unit = '%' }: { max?: number; unit?: string } = {},
) {
  const left = doc.page.margins.left;
  const labelWidth = 150;
  const trackWidth = doc.page.width - doc.page.margins.right - left - labelWidth - 50;
  for (const bar of bars) {
    if (doc.y + 16 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc
      .font(FONTS.regular)
      .fontSize(10)
      .fillColor(INK)
      .text(bar.label, left, y, { width: labelWidth - 8 });
    doc.rect(left + labelWidth, y + 1, trackWidth, 9).fill('#e2e8f0');
    const share = Math.max(0, Math.min(1, bar.value / max));
    doc.rect(left + labelWidth, y + 1, trackWidth * share, 9).fill(bar.colour);
    const shown = unit === '%' ? `${Math.round(bar.value)}%` : `${bar.value.toFixed(1)}${unit}`;
    doc.fillColor(INK).text(shown, left + labelWidth + trackWidth + 8, y, { width: 42 });
    doc.x = left;
    doc.y = y + 16;
  }
}

/** A small table: a header row, then one row per entry; the first column left, the others right. */
export function table(doc: Pdf, header: string[], rows: Array<Array<string | number>>) {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.right - left;
  const first = Math.min(170, width * 0.34);
  const rest = (width - first) / Math.max(1, header.length - 1);
  const drawRow = (cells: Array<string | number>, bold: boolean) => {
    if (doc.y + 16 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc
      .font(bold ? FONTS.bold : FONTS.regular)
      .fontSize(9.5)
      .fillColor(INK);
    cells.forEach((cell, index) => {
      const x = index === 0 ? left : left + first + rest * (index - 1);
      doc.text(String(cell), x, y, {
        width: (index === 0 ? first : rest) - 6,
        align: index === 0 ? 'left' : 'right',
        lineBreak: false,
        ellipsis: true,
      });
    });
    doc
      .moveTo(left, y + 13)
      .lineTo(left + width, y + 13)
      .lineWidth(0.5)
      .strokeColor('#e2e8f0')
      .stroke();
    doc.x = left;
    doc.y = y + 16;
  };
  drawRow(header, true);
  for (const row of rows) drawRow(row, false);
}

export type SegmentGroup = { label: string; stats: SegmentStat[] };

/** The segment breakdown: per age group, country and income, how many twins and their mean figure. */
export function segmentBreakdown(doc: Pdf, groups: SegmentGroup[], figure: string) {
  const shown = groups.filter((group) => group.stats.length > 0);
  if (shown.length === 0) return;
  heading(doc, 'Breakdown by segment');
  table(
    doc,
    ['Segment', 'Twins', figure],
    shown.flatMap((group) =>
      group.stats.map((stat) => [`${group.label}: ${stat.segment}`, stat.n, Math.round(stat.meanScore)]),
    ),
  );
}

export type ChartSeries = {
  label: string;
  colour: string;
  points: Array<{ x: number; y: number }>;
  /** A 90% interval drawn as a shaded band around the line. */
  band?: Array<{ x: number; low: number; high: number }>;
};

/**
 * A line chart as vector shapes: each series' band, then its line; `marks` are vertical rules at chosen x values
 * (a revenue-maximising price, the optimal price point), labelled; the axes read `formatX` and `formatY`.
 */
export function lineChart(
  doc: Pdf,
  series: ChartSeries[],
  {
    marks = [],
    formatX,
    formatY,
  }: {
    marks?: Array<{ x: number; label: string }>;
    formatX: (x: number) => string;
    formatY: (y: number) => string;
  },
) {
  const height = 170;
  if (doc.y + height + 50 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const left = doc.page.margins.left + 40;
  const width = doc.page.width - doc.page.margins.right - left - 10;
  const top = doc.y + 6;
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  const ys = series.flatMap((s) => [...s.points.map((p) => p.y), ...(s.band ?? []).map((b) => b.high)]);
  const [xMin, xMax] = [Math.min(...xs), Math.max(...xs)];
  const yMax = Math.max(...ys, 0) || 1;
  const px = (x: number) => left + (xMax === xMin ? width / 2 : ((x - xMin) / (xMax - xMin)) * width);
  const py = (y: number) => top + height - (y / yMax) * height;
  doc.lineWidth(0.6).strokeColor('#94a3b8');
  doc
    .moveTo(left, top)
    .lineTo(left, top + height)
    .lineTo(left + width, top + height)
    .stroke();
  doc.font(FONTS.regular).fontSize(8).fillColor(MUTED);
  for (const fraction of [0, 0.5, 1]) {
    const y = yMax * fraction;
    doc.text(formatY(y), left - 40, py(y) - 4, { width: 36, align: 'right', lineBreak: false });
  }
  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    const x = xMin + (xMax - xMin) * fraction;
    doc.text(formatX(x), px(x) - 30, top + height + 4, { width: 60, align: 'center', lineBreak: false });
  }
  for (const s of series) {
    if (s.band && s.band.length > 1) {
      const [first, ...rest] = s.band;
      doc.moveTo(px(first!.x), py(first!.high));
      for (const b of rest) doc.lineTo(px(b.x), py(b.high));
      for (const b of [...s.band].reverse()) doc.lineTo(px(b.x), py(b.low));
      doc.closePath().fillOpacity(0.18).fill(s.colour).fillOpacity(1);
    }
    const [first, ...rest] = s.points;
    if (!first) continue;
    doc.moveTo(px(first.x), py(first.y));
    for (const p of rest) doc.lineTo(px(p.x), py(p.y));
    doc.lineWidth(1.4).strokeColor(s.colour).stroke();
  }
  for (const mark of marks) {
    doc
      .moveTo(px(mark.x), top)
      .lineTo(px(mark.x), top + height)
      .dash(3, { space: 2 })
      .lineWidth(0.8);
    doc.strokeColor(INK).stroke().undash();
    doc
      .font(FONTS.regular)
      .fontSize(8)
      .fillColor(INK)
      .text(mark.label, px(mark.x) + 3, top + 2, {
        width: 120,
        lineBreak: false,
      });
  }
  // The legend, one entry per series, under the axis labels.
  let legendX = left;
  const legendY = top + height + 18;
  for (const s of series) {
    doc.rect(legendX, legendY + 2, 10, 4).fill(s.colour);
    doc
      .font(FONTS.regular)
      .fontSize(8.5)
      .fillColor(INK)
      .text(s.label, legendX + 14, legendY, { lineBreak: false });
    legendX += 24 + doc.widthOfString(s.label);
  }
  doc.x = doc.page.margins.left;
  doc.y = legendY + 18;
}
