// A feature value study's answers as a TrustSubject (docs/decisions/036).
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { Persona } from '@contracts/personas';
import {
  PRICE_READING,
  twinOf,
  weightedMean,
  type ScaledSubject,
  type TrustAnswer,
} from '../../trust/trust-subject';
import { conceptOf } from './run-feature-study';

type FeatureDetail = { chooses: readonly number[] };

/**
 * A feature value study with "none of these": each task asks whether the twin would take one of the products, a yes or
 * no to buying as the validation data's people answered, so each task is a question (its chance of not choosing
 * none); the none share is the headline. Without none every task is a sure yes, so the study has no trust subject's
 * answers. The domain judged is the product with its base levels at the middle price.
 */
export function featureStudySubject(
  record: FeedbackRecordOf<'feature_study'>,
  personas: ReadonlyMap<string, Persona>,
): ScaledSubject<FeatureDetail> {
  const definition = record.overall_analysis?.definition;
  const answers = !definition?.none
    ? []
    : record.responses.flatMap((item): TrustAnswer<FeatureDetail>[] => {
        const tasks = item.detailed?.tasks ?? [];
        if (item.sender !== 'ai' || tasks.length === 0) return [];
        const chooses = tasks.map((task) => 1 - (task.chances[task.products.length] ?? 0));
        const mean = chooses.reduce((sum, c) => sum + c, 0) / chooses.length;
        return [
          {
            twin: twinOf(item.personaId, personas),
            value: PRICE_READING.point(mean),
            questions: chooses,
            detail: { chooses },
          },
        ];
      });
  const prices = [...(definition?.prices ?? [])].sort((a, b) => a - b);
  return {
    answers,
    scale: PRICE_READING.scale,
    headlines: [
      {
        key: 'none-share',
        label: 'Share of choices for none of these',
        unit: 'share',
        of: (list) =>
          weightedMean(
            list,
            (a) => 1 - a.detail.chooses.reduce((sum, c) => sum + c, 0) / a.detail.chooses.length,
          ),
      },
    ],
    ranking: null,
    comparable: 'purchase',
    concept: definition
      ? conceptOf(
          definition,
          definition.attributes.map(() => 0),
          prices[Math.floor(prices.length / 2)]!,
        )
      : record.concept,
    ...(definition ? { currency: definition.currency } : {}),
  };
}
