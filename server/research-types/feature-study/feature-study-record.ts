// A feature value study's record: read with its estimate, one line per twin × task × alternative, its PDF section.
import {
  featureAnswerDetailSchema,
  featureStudyAnalysisSchema,
  featureStudyDetailsSchema,
} from '@contracts/feature-study';
import { featureAnswerOf } from '../../services/exports/answer-rows';
import { round } from '../../services/exports/csv-cells';
import { typedAnswerItemsOf, validOrNull } from '../../services/feedback-records/record-json';
import type { RecordKind } from '../research-type';
import { featureStudyPdf } from './feature-study-pdf';

export const featureStudyRecord: RecordKind<'feature_study'> = {
  read: (stored) => {
    const analysis = validOrNull(featureStudyAnalysisSchema, stored.overall_analysis);
    return {
      type: 'feature_study',
      concept_details: validOrNull(featureStudyDetailsSchema, stored.concept_details),
      responses: typedAnswerItemsOf(featureAnswerDetailSchema)(stored.responses),
      overall_analysis: analysis,
      partWorths: analysis?.estimate.partWorths ?? [],
      importance: analysis?.estimate.importance ?? [],
      willingnessToPay: analysis?.estimate.willingnessToPay ?? [],
      noneShare: analysis?.estimate.noneShare ?? null,
      segments: analysis?.segments ?? [],
    };
  },
  csv: {
    columns: ['task', 'alternative', 'product_levels', 'price', 'choice_chance', 'chosen'],
    cells: ({ response }) => {
      const detail = featureAnswerOf(response);
      if (!detail) return {};
      return detail.tasks.flatMap((task, t) => {
        const chosen = task.chances.indexOf(Math.max(...task.chances));
        return task.chances.map((chance, j) => {
          const product = task.products[j];
          return {
            task: t + 1,
            alternative: product ? j + 1 : 'none of these',
            product_levels: product?.levels.join('; '),
            price: product?.price,
            choice_chance: round(chance, 4),
            chosen: chosen === j ? 'yes' : 'no',
          };
        });
      });
    },
  },
  pdf: featureStudyPdf,
};
