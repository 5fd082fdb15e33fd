// A Brand 360 study's record: read, the own brand's ratings as columns and its PDF section.
import {
  BRAND_DIMENSIONS,
  brandAnswerDetailSchema,
  brandStudyAnalysisSchema,
  brandStudyDetailsSchema,
} from '@contracts/brand-study';
import { brandAnswerOf } from '../../services/exports/answer-rows';
import { typedAnswerItemsOf, validOrNull } from '../../services/feedback-records/record-json';
import type { RecordKind } from '../research-type';
import { brandStudyPdf } from './brand-study-pdf';

export const brandStudyRecord: RecordKind<'brand360'> = {
  read: (stored) => ({
    type: 'brand360',
    concept_details: validOrNull(brandStudyDetailsSchema, stored.concept_details),
    responses: typedAnswerItemsOf(brandAnswerDetailSchema)(stored.responses),
    overall_analysis: validOrNull(brandStudyAnalysisSchema, stored.overall_analysis),
  }),
  csv: {
    columns: ['sentiment', 'sentiment_score', ...BRAND_DIMENSIONS, 'associations', 'comparison'],
    cells: ({ response }) => {
      const detail = brandAnswerOf(response);
      const own = detail?.ratings.find((rating) => rating.isOwn);
      return {
        sentiment: detail?.sentiment,
        sentiment_score: detail?.sentimentScore,
        ...Object.fromEntries(BRAND_DIMENSIONS.map((dimension) => [dimension, own?.scores[dimension]])),
        associations: own?.associations.join('; '),
        comparison: detail?.comparison,
      };
    },
  },
  pdf: brandStudyPdf,
};
