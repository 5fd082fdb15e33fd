// A pricing study's record: read with its demand curve or price range, one line per twin × price, its PDF section.
import {
  pricingAnalysisSchema,
  pricingAnswerDetailSchema,
  pricingStudyDetailsSchema,
} from '@contracts/pricing-study';
import { pricingAnswerOf } from '../../services/exports/answer-rows';
import { round } from '../../services/exports/csv-cells';
import { typedAnswerItemsOf, validOrNull } from '../../services/feedback-records/record-json';
import type { RecordKind } from '../research-type';
import { pricingStudyPdf } from './pricing-study-pdf';

const PRICE_QUESTIONS = [
  ['tooCheap', 'too cheap'],
  ['bargain', 'a bargain'],
  ['gettingExpensive', 'getting expensive'],
  ['tooExpensive', 'too expensive'],
] as const;

export const pricingStudyRecord: RecordKind<'pricing_study'> = {
  read: (stored) => {
    const analysis = validOrNull(pricingAnalysisSchema, stored.overall_analysis);
    return {
      type: 'pricing_study',
      concept_details: validOrNull(pricingStudyDetailsSchema, stored.concept_details),
      responses: typedAnswerItemsOf(pricingAnswerDetailSchema)(stored.responses),
      overall_analysis: analysis,
      method: analysis?.method ?? null,
      currency: analysis?.currency ?? null,
      prices: analysis?.prices ?? [],
      demand: analysis?.demand ?? [],
      revenueMaximisingPrice: analysis?.revenueMaximisingPrice ?? null,
      acceptableRange: analysis?.acceptableRange ?? null,
      optimalPrice: analysis?.optimalPrice ?? null,
      indifferencePrice: analysis?.indifferencePrice ?? null,
    };
  },
  csv: {
    columns: ['price_question', 'price', 'likelihood_of_buying'],
    cells: ({ response }) => {
      const detail = pricingAnswerOf(response);
      if (!detail) return {};
      if (detail.thresholds)
        return PRICE_QUESTIONS.map(([key, label]) => ({
          price_question: label,
          price: round(detail.thresholds![key]),
        }));
      return detail.likelihoods.map((point) => ({
        price_question: 'likelihood of buying',
        price: point.price,
        likelihood_of_buying: round(point.likelihood, 4),
      }));
    },
  },
  pdf: pricingStudyPdf,
};
