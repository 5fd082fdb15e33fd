import {
  PRICING_METHOD_NAMES,
  usualPriceSentence,
  type PricingSegmentFigure,
} from '@contracts/pricing-study';
import { formatPrice, type PricingCurrency } from '@contracts/currency';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { AnswerRow } from '../../services/exports/answer-rows';
import { answersSection } from '../../services/exports/pdf-sections/answers';
import {
  BRAND,
  heading,
  lineChart,
  note,
  paragraph,
  SENTIMENT_COLOURS,
  table,
  type Pdf,
} from '../../services/exports/pdf-sections/pdf-kit';
import { hiddenSegmentsNote } from '../../services/exports/pdf-sections/panel-segments';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A pricing study: its figures, the chart with its interval bands, the table of the same numbers, by segment, then every twin. */
export function pricingStudyPdf(doc: Pdf, record: FeedbackRecordOf<'pricing_study'>, rows: AnswerRow[]) {
  const analysis = record.overall_analysis;
  if (!analysis) {
    note(doc, 'The analysis of this study was not generated.');
    return;
  }
  const currency: PricingCurrency = analysis.currency;
  const money = (amount: number) => formatPrice(amount, currency);
  heading(doc, `${PRICING_METHOD_NAMES[analysis.method]} · ${analysis.panel.twins} twins · ${currency}`);
  paragraph(doc, analysis.summary);
  note(doc, usualPriceSentence(analysis.usualPrice, money));
  if (analysis.ladder.note) note(doc, analysis.ladder.note);
  if (analysis.method === 'gabor-granger') {
    heading(doc, 'Demand and revenue');
    lineChart(
      doc,
      [
        {
          label: 'Share likely to buy (90% interval shaded)',
          colour: BRAND,
          points: analysis.demand.map((p) => ({ x: p.price, y: p.share })),
          band: analysis.demand.map((p) => ({ x: p.price, low: p.low, high: p.high })),
        },
      ],
      {
        marks:
          analysis.revenueMaximisingPrice === null
            ? []
            : [
                {
                  x: analysis.revenueMaximisingPrice,
                  label: `Most revenue: ${money(analysis.revenueMaximisingPrice)}`,
                },
              ],
        formatX: money,
        formatY: percent,
      },
    );
    table(
      doc,
      ['Price', 'Likely to buy', '90% interval', 'Revenue per person', 'Elasticity'],
      analysis.demand.map((point, k) => [
        money(point.price),
        percent(point.share),
        `${percent(point.low)}–${percent(point.high)}`,
        money(point.revenue),
        k === 0 ? '' : (analysis.elasticities[k - 1]?.elasticity?.toFixed(2) ?? '–'),
      ]),
    );
  } else {
    heading(doc, 'Price sensitivity (Van Westendorp)');
    const curve = (key: 'tooCheap' | 'bargain' | 'gettingExpensive' | 'tooExpensive') =>
      analysis.curves.map((point) => ({ x: point.price, y: point[key] }));
    lineChart(
      doc,
      [
        { label: 'Too cheap', colour: SENTIMENT_COLOURS.neutral, points: curve('tooCheap') },
        { label: 'A bargain', colour: SENTIMENT_COLOURS.positive, points: curve('bargain') },
        { label: 'Getting expensive', colour: BRAND, points: curve('gettingExpensive') },
        { label: 'Too expensive', colour: SENTIMENT_COLOURS.negative, points: curve('tooExpensive') },
      ],
      {
        marks: [
          ...(analysis.optimalPrice === null ? [] : [{ x: analysis.optimalPrice, label: 'Optimal' }]),
          ...(analysis.indifferencePrice === null
            ? []
            : [{ x: analysis.indifferencePrice, label: 'Indifference' }]),
        ],
        formatX: money,
        formatY: percent,
      },
    );
    const intervals = analysis.pointIntervals;
    const interval = (value: { low: number; high: number } | undefined) =>
      value ? `${money(value.low)}–${money(value.high)}` : '';
    table(
      doc,
      ['Point', 'Price', '90% interval'],
      [
        ['Acceptable from', money(analysis.acceptableRange!.low), interval(intervals?.acceptableLow)],
        ['Acceptable up to', money(analysis.acceptableRange!.high), interval(intervals?.acceptableHigh)],
        ['Optimal price point', money(analysis.optimalPrice!), interval(intervals?.optimalPrice)],
        [
          'Indifference price point',
          money(analysis.indifferencePrice!),
          interval(intervals?.indifferencePrice),
        ],
      ],
    );
  }
  if (analysis.segments.length > 0) {
    heading(doc, 'Breakdown by segment');
    const figureOf = (figure: PricingSegmentFigure) =>
      analysis.method === 'gabor-granger'
        ? [
            money(figure.revenueMaximisingPrice ?? 0),
            percent(figure.shares?.[analysis.prices.indexOf(analysis.revenueMaximisingPrice ?? 0)] ?? 0),
          ]
        : [
            `${money(figure.acceptableRange?.low ?? 0)}–${money(figure.acceptableRange?.high ?? 0)}`,
            money(figure.optimalPrice ?? 0),
          ];
    table(
      doc,
      analysis.method === 'gabor-granger'
        ? ['Segment', 'Twins', 'Best price', `Likely at ${money(analysis.revenueMaximisingPrice ?? 0)}`]
        : ['Segment', 'Twins', 'Acceptable range', 'Optimal price'],
      analysis.segments.map((s) => [`${s.dimension}: ${s.segment}`, s.twins, ...figureOf(s.figure)]),
    );
    hiddenSegmentsNote(doc, analysis.hiddenSegments);
  }
  answersSection(doc, rows, () => []);
}
