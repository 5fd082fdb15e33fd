import type { Retest, StabilityReport } from '@contracts/trust-report';
import { seededRandom } from '../offline/seeded-random';
import { isTopBox, type SubjectOf, type TrustScale } from './trust-subject';

export const BOOTSTRAP_DRAWS = 200;
/** The interval each headline figure gets: the middle 95% of the resampled panels. */
const INTERVAL = [0.025, 0.975] as const;

function percentile(sorted: readonly number[], share: number): number {
  const rank = (sorted.length - 1) * share;
  const low = Math.floor(rank);
  return sorted[low]! + (sorted[Math.ceil(rank)]! - sorted[low]!) * (rank - low);
}

/**
 * Resample the panel (the same number of twins, drawn with replacement, seeded by `seed`) `draws` times and
 * recompute the headline figures and the ranking on each: 95% intervals and how often the top answer holds.
 */
export function bootstrapStability<Answer>(
  subject: Pick<SubjectOf<Answer>, 'answers' | 'headlines' | 'ranking'>,
  seed: string,
  draws = BOOTSTRAP_DRAWS,
): Pick<StabilityReport, 'draws' | 'headlines' | 'ranking'> {
  const { answers, headlines, ranking } = subject;
  const random = seededRandom(`trust:${seed}`);
  const samples = headlines.map(() => [] as number[]);
  const top = ranking?.of(answers)[0] ?? null;
  let held = 0;
  for (let draw = 0; draw < draws; draw += 1) {
    const resample = answers.map(() => answers[Math.floor(random.next() * answers.length)]!);
    headlines.forEach((headline, i) => samples[i]!.push(headline.of(resample)));
    if (ranking && ranking.of(resample)[0] === top) held += 1;
  }
  return {
    draws,
    headlines: headlines.map((headline, i) => {
      const sorted = [...samples[i]!].sort((a, b) => a - b);
      return {
        key: headline.key,
        label: headline.label,
        unit: headline.unit,
        value: headline.of(answers),
        low: percentile(sorted, INTERVAL[0]),
        high: percentile(sorted, INTERVAL[1]),
      };
    }),
    ranking: ranking && top !== null ? { label: ranking.label, top, holds: held / draws } : null,
  };
}

/** How a few twins' second answers (asked again at the provider's temperature) compare with their first. */
export function retestOf(
  pairs: ReadonlyArray<{ first: number; second: number }>,
  scale: Pick<TrustScale, 'points' | 'topBox'>,
): Retest | null {
  if (pairs.length === 0) return null;
  const same = pairs.filter((p) => isTopBox(p.first, scale) === isTopBox(p.second, scale)).length;
  return {
    twins: pairs.length,
    sameSide: same / pairs.length,
    meanDifference: pairs.reduce((total, p) => total + Math.abs(p.first - p.second), 0) / pairs.length,
  };
}
