// A concept test's record ('focus-group'): read, its rating columns and its PDF section.
import { overallAnalysisSchema } from '@contracts/twin-answers';
import type { AnswerRow } from '../../services/exports/answer-rows';
import type { Cells } from '../../services/exports/csv-cells';
import { twinAnswerItemsOf, validOrNull } from '../../services/feedback-records/record-json';
import type { RecordKind } from '../research-type';
import { conceptTestPdf } from './concept-test-pdf';

/** A twin's ratings of a concept, as the concept test and the ad test (image-ad) export them. */
export const RATING_COLUMNS = ['sentiment', 'sentiment_score', 'interest_level', 'purchase_intent'] as const;

const numberOr = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A follow-up row repeats its answer's ratings, which it does not change. */
export function ratingCells({ response }: AnswerRow): Cells {
  const detail = ('detailed' in response && response.detailed ? response.detailed : {}) as Record<
    string,
    unknown
  >;
  const concept = detail.concept as Record<string, unknown> | undefined;
  const intent = detail.purchaseIntent as Record<string, unknown> | undefined;
  return {
    sentiment: detail.sentiment,
    sentiment_score: numberOr(detail.sentimentScore),
    interest_level: numberOr(detail.interestLevel) ?? numberOr(concept?.interestLevel),
    purchase_intent: numberOr(intent?.expected),
  };
}

export const conceptTestRecord: RecordKind<'focus-group'> = {
  read: (stored) => ({
    type: 'focus-group',
    responses: twinAnswerItemsOf(stored.responses),
    overall_analysis: validOrNull(overallAnalysisSchema, stored.overall_analysis),
  }),
  csv: { columns: RATING_COLUMNS, cells: ratingCells },
  pdf: conceptTestPdf,
};
