// A concept test's answers (and an ad test's, which are read the same way) as a TrustSubject (docs/decisions/036).
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { Persona } from '@contracts/personas';
import { sentimentOf } from '../../offline/model/answer-metrics';
import {
  clampPoint,
  twinOf,
  weightedMean,
  weightedShare,
  WOULD_BUY,
  type ScaledSubject,
  type TrustAnswer,
  type TrustReading,
} from '../../trust/trust-subject';

/** A concept test's or an ad test's answer: purchase intent, five points, the top two would buy. */
export const INTENT_READING: TrustReading<{ purchaseIntent: { expected: number } }> = {
  scale: WOULD_BUY,
  point: (answer) => clampPoint(answer.purchaseIntent.expected),
};

type IntentDetail = { intent: number; sentimentScore: number | null };

/** A concept test's or an ad test's answers: purchase intent on five points, the verdict the run page leads with. */
export function intentSubject(
  record: FeedbackRecordOf<'focus-group'> | FeedbackRecordOf<'image-ad'>,
  personas: ReadonlyMap<string, Persona>,
): ScaledSubject<IntentDetail> {
  const answers = record.responses.flatMap((item): TrustAnswer<IntentDetail>[] => {
    const detail = item.detailed;
    const intent = detail.purchaseIntent?.expected ?? detail.interestLevel;
    if (item.sender !== 'ai' || intent === null) return [];
    return [
      {
        twin: twinOf(item.personaId, personas),
        value: clampPoint(intent),
        detail: { intent, sentimentScore: detail.sentimentScore },
      },
    ];
  });
  const meanIntent = (list: readonly TrustAnswer<IntentDetail>[]) =>
    weightedMean(list, (a) => a.detail.intent);
  return {
    answers,
    scale: INTENT_READING.scale,
    headlines: [
      { key: 'mean-intent', label: 'Mean purchase intent (1–5)', unit: 'scale', of: meanIntent },
      {
        key: 'likely-to-buy',
        label: 'Share likely to buy',
        unit: 'share',
        of: (list) => weightedShare(list, (a) => a.value >= 4),
      },
    ],
    ranking: { label: 'Overall reaction', of: (list) => [sentimentOf(meanIntent(list))] },
    comparable: 'purchase',
    concept: record.concept,
  };
}
