// A concept comparison's answers as a TrustSubject (docs/decisions/036).
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { Persona } from '@contracts/personas';
import { variantLabel } from '@contracts/concept-comparison';
import {
  clampPoint,
  twinOf,
  weightedMean,
  WOULD_BUY,
  type ScaledSubject,
  type TrustAnswer,
} from '../../trust/trust-subject';

type ComparisonDetail = { intents: readonly number[]; preferences: readonly number[] };

/**
 * A concept comparison: each twin's purchase intent per variant on five points (each variant a question, as a
 * concept test's is, its chance of a top-two answer read from the twin's intent distribution), the variants ranked by their weighted preferred share as the run page ranks them, so `holds`
 * is the chance the winner stays the winner; the leader's preferred share and mean intent as headlines.
 */
export function comparisonSubject(
  record: FeedbackRecordOf<'concept_comparison'>,
  personas: ReadonlyMap<string, Persona>,
): ScaledSubject<ComparisonDetail> {
  const count = record.variants.length;
  const answers = record.responses.flatMap((item): TrustAnswer<ComparisonDetail>[] => {
    const detail = item.detailed;
    if (item.sender !== 'ai' || !detail || detail.intents.length !== count || count === 0) return [];
    return [
      {
        twin: twinOf(item.personaId, personas),
        value: clampPoint(detail.intents[detail.preferred] ?? detail.intents[0]!),
        // The chance of a top-two intent for each variant, from the twin's intent distribution (1..5).
        questions: detail.distributions.map((d) => (d[3] ?? 0) + (d[4] ?? 0)),
        detail: { intents: detail.intents, preferences: detail.preferences },
      },
    ];
  });
  const byPreference = (list: readonly TrustAnswer<ComparisonDetail>[]) => {
    const shares = Array.from({ length: count }, (_, v) =>
      weightedMean(list, (a) => a.detail.preferences[v] ?? 0),
    );
    return shares.map((_, v) => v).sort((a, b) => shares[b]! - shares[a]! || a - b);
  };
  const leader = answers.length === 0 ? 0 : byPreference(answers)[0]!;
  return {
    answers,
    scale: WOULD_BUY,
    headlines: [
      {
        key: 'leader-preferred',
        label: `${variantLabel(leader)}: share who prefer it`,
        unit: 'share',
        of: (list) => weightedMean(list, (a) => a.detail.preferences[leader] ?? 0),
      },
      {
        key: 'leader-intent',
        label: `${variantLabel(leader)}: mean purchase intent (1–5)`,
        unit: 'scale',
        of: (list) => weightedMean(list, (a) => a.detail.intents[leader]!),
      },
    ],
    ranking: { label: 'Preferred variant', of: (list) => byPreference(list).map(variantLabel) },
    comparable: 'purchase',
    concept: record.concept,
  };
}
