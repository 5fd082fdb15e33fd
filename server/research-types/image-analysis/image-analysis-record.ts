// An image analysis's record: read and its PDF section; it has no twins' answers, so no columns of its own.
import { imageAdDetailsSchema } from '@contracts/image-ad';
import { imageAnalysisSchema } from '@contracts/image-analysis';
import { NO_OWN_COLUMNS } from '../../services/exports/csv-cells';
import {
  conceptDetailsOf,
  twinAnswerItemsOf,
  validOrNull,
} from '../../services/feedback-records/record-json';
import type { RecordKind } from '../research-type';
import { imageAnalysisPdf } from './image-analysis-pdf';

export const imageAnalysisRecord: RecordKind<'image_analysis'> = {
  read: (stored) => ({
    type: 'image_analysis',
    concept_details:
      validOrNull(imageAdDetailsSchema, stored.concept_details) ?? conceptDetailsOf(stored.concept_details),
    responses: twinAnswerItemsOf(stored.responses),
    overall_analysis: validOrNull(imageAnalysisSchema, stored.overall_analysis),
  }),
  csv: NO_OWN_COLUMNS,
  pdf: imageAnalysisPdf,
};
