// A concept comparison's record: read with its variants and winner, one line per twin × variant, its PDF section.
import {
  comparisonAnalysisSchema,
  comparisonAnswerDetailSchema,
  variantLabel,
} from '@contracts/concept-comparison';
import { comparisonAnswerOf } from '../../services/exports/answer-rows';
import { round } from '../../services/exports/csv-cells';
import { typedAnswerItemsOf, validOrNull } from '../../services/feedback-records/record-json';
import type { RecordKind } from '../research-type';
import { conceptComparisonPdf } from './concept-comparison-pdf';

export const conceptComparisonRecord: RecordKind<'concept_comparison'> = {
  read: (stored) => {
    const analysis = validOrNull(comparisonAnalysisSchema, stored.overall_analysis);
    return {
      type: 'concept_comparison',
      responses: typedAnswerItemsOf(comparisonAnswerDetailSchema)(stored.responses),
      overall_analysis: analysis,
      variants: analysis?.variants ?? [],
      winner: analysis?.winner ?? null,
    };
  },
  csv: {
    columns: ['variant', 'variant_text', 'purchase_intent', 'preference_chance', 'preferred'],
    cells: ({ response }, record) => {
      const detail = comparisonAnswerOf(response);
      if (!detail) return {};
      return detail.intents.map((intent, v) => ({
        variant: variantLabel(v),
        variant_text: record.type === 'concept_comparison' ? record.variants[v]?.text : undefined,
        purchase_intent: round(intent),
        preference_chance: round(detail.preferences[v] ?? 0, 4),
        preferred: detail.preferred === v ? 'yes' : 'no',
      }));
    },
  },
  pdf: conceptComparisonPdf,
};
