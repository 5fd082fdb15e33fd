import { BRAND_DIMENSIONS, BRAND_DIMENSION_LABELS } from '@contracts/brand-study';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import { brandAnswerOf, type AnswerRow } from '../../services/exports/answer-rows';
import { answersSection } from '../../services/exports/pdf-sections/answers';
import {
  barChart,
  BRAND,
  bullets,
  heading,
  note,
  segmentBreakdown,
  table,
  type Pdf,
} from '../../services/exports/pdf-sections/pdf-kit';
import { segmentsOf } from '../../services/exports/pdf-sections/segments';

const detailOf = (row: AnswerRow) => brandAnswerOf(row.response);

/** A Brand 360 study: the brand's scores (chart and table against its competitors), strengths, risks, by segment, each twin. */
export function brandStudyPdf(doc: Pdf, record: FeedbackRecordOf<'brand360'>, rows: AnswerRow[]) {
  const analysis = record.overall_analysis;
  if (!analysis) {
    note(doc, "This study's results could not be read.");
  } else {
    const own = analysis.brands.find((brand) => brand.isOwn) ?? analysis.brands[0];
    heading(doc, `${analysis.brand}: score ${Math.round(analysis.aggregateScore)}/100`);
    if (own)
      barChart(
        doc,
        BRAND_DIMENSIONS.map((dimension) => ({
          label: BRAND_DIMENSION_LABELS[dimension],
          value: own.scores[dimension],
          colour: BRAND,
        })),
        { unit: '' },
      );
    heading(doc, 'Scores by brand (0–100)');
    table(
      doc,
      ['Brand', ...BRAND_DIMENSIONS.map((dimension) => BRAND_DIMENSION_LABELS[dimension].split(' ')[0]!)],
      analysis.brands.map((brand) => [
        brand.isOwn ? `${brand.brand} (you)` : brand.brand,
        ...BRAND_DIMENSIONS.map((dimension) => brand.scores[dimension]),
      ]),
    );
    heading(doc, 'Strengths');
    bullets(
      doc,
      analysis.strengths.length ? analysis.strengths.map((finding) => finding.text) : ['None stands out.'],
    );
    heading(doc, 'Risks');
    bullets(
      doc,
      analysis.risks.length ? analysis.risks.map((finding) => finding.text) : ['None stands out.'],
    );
  }
  const answers = rows.filter((row) => row.turn === 'answer' && detailOf(row));
  segmentBreakdown(
    doc,
    segmentsOf(
      answers.map((row) => {
        const ownRating = detailOf(row)!.ratings.find((rating) => rating.isOwn);
        const scores = ownRating ? BRAND_DIMENSIONS.map((dimension) => ownRating.scores[dimension]) : [];
        return {
          persona: row.persona,
          value: scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : 0,
        };
      }),
    ),
    'Brand score',
  );
  answersSection(doc, rows, (row) => {
    const detail = detailOf(row);
    const ownRating = detail?.ratings.find((rating) => rating.isOwn);
    return [
      detail?.sentiment,
      ownRating
        ? BRAND_DIMENSIONS.map(
            (dimension) => `${BRAND_DIMENSION_LABELS[dimension]} ${ownRating.scores[dimension]}`,
          ).join(', ')
        : null,
      detail
        ? `Brings to mind: ${detail.ratings.map((rating) => `${rating.brand}: ${rating.associations.join(', ') || 'nothing in particular'}`).join('; ')}`
        : null,
    ];
  });
}
