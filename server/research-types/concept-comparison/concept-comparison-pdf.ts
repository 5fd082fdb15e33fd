import { variantLabel } from '@contracts/concept-comparison';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { AnswerRow } from '../../services/exports/answer-rows';
import { answersSection } from '../../services/exports/pdf-sections/answers';
import {
  barChart,
  BRAND,
  heading,
  note,
  paragraph,
  SENTIMENT_COLOURS,
  table,
  type Pdf,
} from '../../services/exports/pdf-sections/pdf-kit';
import { hiddenSegmentsNote } from '../../services/exports/pdf-sections/panel-segments';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A concept comparison: the verdict, each variant's preference and intent with intervals, by segment, then every twin. */
export function conceptComparisonPdf(
  doc: Pdf,
  record: FeedbackRecordOf<'concept_comparison'>,
  rows: AnswerRow[],
) {
  const analysis = record.overall_analysis;
  if (!analysis) {
    note(doc, 'The analysis of this comparison was not generated.');
    return;
  }
  heading(doc, analysis.winner === null ? 'No clear winner' : `Winner: ${variantLabel(analysis.winner)}`);
  paragraph(doc, analysis.summary);
  heading(doc, 'Variants');
  analysis.variants.forEach((variant, v) => paragraph(doc, `${variantLabel(v)}: ${variant.text}`, 10));
  heading(doc, 'Preferred by');
  barChart(
    doc,
    analysis.variants.map((variant, v) => ({
      label: variantLabel(v),
      value: variant.preferredShare * 100,
      colour: analysis.winner === v ? SENTIMENT_COLOURS.positive : BRAND,
    })),
  );
  table(
    doc,
    ['Variant', 'Preferred by', '90% interval', 'Mean intent', 'Intent interval'],
    analysis.variants.map((variant, v) => [
      variantLabel(v),
      percent(variant.preferredShare),
      `${percent(variant.low)}–${percent(variant.high)}`,
      `${variant.meanIntent.toFixed(2)}/5`,
      `${variant.meanIntentLow.toFixed(2)}–${variant.meanIntentHigh.toFixed(2)}`,
    ]),
  );
  if (analysis.segments.length > 0) {
    heading(doc, 'Breakdown by segment (share preferring each variant)');
    table(
      doc,
      ['Segment', 'Twins', ...analysis.variants.map((_, v) => variantLabel(v))],
      analysis.segments.map((s) => [
        `${s.dimension}: ${s.segment}`,
        s.twins,
        ...s.figure.preferredShares.map(percent),
      ]),
    );
    hiddenSegmentsNote(doc, analysis.hiddenSegments);
  }
  answersSection(doc, rows, (row) => {
    const detail = 'detailed' in row.response ? row.response.detailed : null;
    return detail && 'preferences' in detail ? [`prefers ${variantLabel(detail.preferred as number)}`] : [];
  });
}
