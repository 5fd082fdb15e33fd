// An Ad Creative Test's record: read, its rating and reaction columns and its PDF section.
import { imageAdDetailsSchema, imageAdOverallAnalysisSchema } from '@contracts/image-ad';
import { adReactionOf } from '../../services/exports/answer-rows';
import {
  conceptDetailsOf,
  imageAdAnswerItemOf,
  listOf,
  objectOf,
  validOrNull,
} from '../../services/feedback-records/record-json';
import { RATING_COLUMNS, ratingCells } from '../concept-test/concept-test-record';
import type { RecordKind } from '../research-type';
import { adTestPdf } from './image-ad-pdf';

export const imageAdRecord: RecordKind<'image-ad'> = {
  read: (stored) => ({
    type: 'image-ad',
    concept_details:
      validOrNull(imageAdDetailsSchema, stored.concept_details) ?? conceptDetailsOf(stored.concept_details),
    responses: listOf(stored.responses).flatMap((entry) => {
      const item = objectOf(entry);
      return item ? [imageAdAnswerItemOf(item)] : [];
    }),
    overall_analysis: validOrNull(imageAdOverallAnalysisSchema, stored.overall_analysis),
  }),
  csv: {
    columns: [
      ...RATING_COLUMNS,
      'attention',
      'clarity',
      'appeal',
      'first_impression',
      'perceived_message',
      'would_change',
    ],
    cells: (row) => {
      const reaction = adReactionOf(row.response);
      return {
        ...ratingCells(row),
        attention: reaction?.attention,
        clarity: reaction?.clarity,
        appeal: reaction?.appeal,
        first_impression: reaction?.firstImpression,
        perceived_message: reaction?.perceivedMessage,
        would_change: reaction?.wouldChange,
      };
    },
  },
  pdf: adTestPdf,
};
