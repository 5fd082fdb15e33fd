import { formatPrice, type PricingCurrency } from '@contracts/currency';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { AnswerRow } from '../../services/exports/answer-rows';
import { answersSection } from '../../services/exports/pdf-sections/answers';
import {
  barChart,
  BRAND,
  heading,
  note,
  paragraph,
  table,
  type Pdf,
} from '../../services/exports/pdf-sections/pdf-kit';
import { hiddenSegmentsNote } from '../../services/exports/pdf-sections/panel-segments';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A feature value study: importance bars, willingness to pay with intervals, part-worths, by segment, then every twin. */
export function featureStudyPdf(doc: Pdf, record: FeedbackRecordOf<'feature_study'>, rows: AnswerRow[]) {
  const analysis = record.overall_analysis;
  if (!analysis) {
    note(doc, 'The analysis of this study was not generated.');
    return;
  }
  const currency: PricingCurrency = analysis.definition.currency;
  const money = (amount: number) => `${amount < 0 ? '−' : ''}${formatPrice(Math.abs(amount), currency)}`;
  const { estimate, definition } = analysis;
  heading(
    doc,
    `Feature value study · ${analysis.panel.twins} twins · ${definition.tasksPerTwin} tasks of ${definition.alternativesPerTask} products${definition.none ? ' and none' : ''}`,
  );
  paragraph(doc, analysis.summary);
  heading(doc, 'Attribute importance');
  barChart(
    doc,
    estimate.importance.map((i) => ({ label: i.attribute, value: i.share * 100, colour: BRAND })),
  );
  table(
    doc,
    ['Attribute', 'Importance', '90% interval'],
    estimate.importance.map((i) => [i.attribute, percent(i.share), `${percent(i.low)}–${percent(i.high)}`]),
  );
  heading(doc, 'Willingness to pay against each base level');
  if (estimate.priceNote) note(doc, estimate.priceNote);
  if (estimate.willingnessToPay.length > 0)
    table(
      doc,
      ['Attribute', 'Level', 'Worth', '90% interval'],
      estimate.willingnessToPay.map((w) => [
        w.attribute,
        w.level,
        money(w.amount),
        `${money(w.low)} to ${money(w.high)}`,
      ]),
    );
  heading(doc, 'Part-worths (utility against each base level)');
  table(
    doc,
    ['Attribute', 'Level', 'Part-worth', '90% interval'],
    estimate.partWorths.map((p) => [
      p.attribute,
      p.level,
      p.value.toFixed(2),
      `${p.low.toFixed(2)} to ${p.high.toFixed(2)}`,
    ]),
  );
  if (estimate.noneShare)
    paragraph(
      doc,
      `None of these: ${percent(estimate.noneShare.value)} of choices (90% interval ${percent(estimate.noneShare.low)}–${percent(estimate.noneShare.high)}).`,
    );
  if (analysis.segments.length > 0) {
    heading(doc, 'Breakdown by segment');
    const levels = estimate.willingnessToPay.map((w) => `${w.level}`);
    table(
      doc,
      ['Segment', 'Twins', ...levels, ...(definition.none ? ['None'] : [])],
      analysis.segments.map((s) => [
        `${s.dimension}: ${s.segment}`,
        s.twins,
        ...estimate.willingnessToPay.map((w) => {
          const own = s.figure.willingnessToPay.find(
            (x) => x.attribute === w.attribute && x.level === w.level,
          );
          return own?.amount == null ? '–' : money(own.amount);
        }),
        ...(definition.none ? [s.figure.noneShare === null ? '–' : percent(s.figure.noneShare)] : []),
      ]),
    );
    hiddenSegmentsNote(doc, analysis.hiddenSegments);
  }
  answersSection(doc, rows, () => []);
}
