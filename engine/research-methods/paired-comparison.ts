// Concept comparison: the same twins judge every variant, so differences are paired. Each twin's preference is the
// chance it picks each variant: from a provider's choice model where it has one, else the chance each variant gets its
// highest purchase intent. A winner is named only when its lead holds in at least 95% of bootstrap panels (the lower
// end of the 90% interval of its lead is above zero).
import { seededRandom, type SeededRandom } from '../offline/seeded-random';
import { bootstrapDraws, intervalOf, weightedMean, type Interval } from './weighted-sample';

export interface PairedComparisonInput {
  /** intents[twin][variant]: expected purchase intent, 1..5. */
  intents: readonly (readonly number[])[];
  /** distributions[twin][variant]: the five Likert shares of the twin's intent. */
  distributions: readonly (readonly (readonly number[])[])[];
  /** Each twin's chance of preferring each variant, and of preferring one to another when offered just those two. */
  preferences: TwinPreferences;
  weights: readonly number[];
  seed: string;
}

export interface TwinPreferences {
  /** shares[twin][variant]: the chance the twin prefers that variant to every other; each row sums to 1. */
  shares: readonly (readonly number[])[];
  /** The chance that the twin prefers variant a to variant b when offered just those two. */
  prefersOver: (twin: number, a: number, b: number) => number;
}

export interface VariantResult extends Interval {
  meanIntent: number;
  meanIntentInterval: Interval;
  /** Weighted share of twins who prefer this variant to every other (ties shared). */
  preferredShare: number;
  /** The weighted intent distribution, five shares. */
  distribution: number[];
}

export interface PairedComparisonResult {
  variants: VariantResult[];
  /** headToHead[a][b]: weighted chance that a twin prefers a to b (ties count half). */
  headToHead: number[][];
  /** Index of the variant preferred beyond the interval, or null. */
  winner: number | null;
  /** The leader's lead in preferred share over the runner-up, with its 90% interval. */
  lead: Interval & { variant: number; share: number };
}

/**
 * A twin's preference as the chance that each variant gets its highest answer if it answered each once (its five
 * Likert shares per variant, drawn independently; a tie at the top shared equally). Two near-identical variants
 * split the twin about evenly, however small the gap between their expected intents.
 */
export function preferenceOf(distributions: readonly (readonly number[])[]): number[] {
  return distributions.map((own, v) => {
    const others = distributions.filter((_, w) => w !== v);
    let chance = 0;
    for (let level = 0; level < own.length; level++) {
      // tied[k]: chance that exactly k others answer `level` and the rest answer lower.
      let tied = [1];
      for (const other of others) {
        const below = other.slice(0, level).reduce((sum, p) => sum + p, 0);
        const at = other[level]!;
        tied = [...tied, 0].map((_, k) => (tied[k] ?? 0) * below + (k > 0 ? tied[k - 1]! * at : 0));
      }
      chance += own[level]! * tied.reduce((sum, p, k) => sum + p / (k + 1), 0);
    }
    return chance;
  });
}

/** Preferences from each twin's intent distributions (preferenceOf): for a provider that has no choice model. */
export function intentPreferences(
  distributions: readonly (readonly (readonly number[])[])[],
): TwinPreferences {
  return {
    shares: distributions.map(preferenceOf),
    prefersOver: (twin, a, b) => preferenceOf([distributions[twin]![a]!, distributions[twin]![b]!])[0]!,
  };
}

/**
 * Preferences from each twin's multinomial-logit choice probabilities: offered two of the variants, a twin picks a
 * over b with chance p(a) / (p(a) + p(b)), the logit's own answer for that pair.
 */
export function choicePreferences(probabilities: readonly (readonly number[])[]): TwinPreferences {
  return {
    shares: probabilities,
    prefersOver: (twin, a, b) => {
      const [pa, pb] = [probabilities[twin]![a]!, probabilities[twin]![b]!];
      return pa + pb > 0 ? pa / (pa + pb) : 0.5;
    },
  };
}

/**
 * The shares one resampled panel would give if each of its twins answered once: its favourite drawn from its
 * preference chances. The interval then holds both who is on the panel and how each twin happens to answer, so
 * two variants the twins barely tell apart never produce a winner, however many twins there are.
 */
function answeredShares(
  preferences: readonly (readonly number[])[],
  weights: readonly number[],
  draw: readonly number[],
  random: SeededRandom,
): number[] {
  const shares = new Array<number>(preferences[0]?.length ?? 0).fill(0);
  let total = 0;
  for (const i of draw) {
    let u = random.next();
    const chances = preferences[i]!;
    let chosen = chances.length - 1;
    for (let v = 0; v < chances.length; v++) {
      u -= chances[v]!;
      if (u < 0) {
        chosen = v;
        break;
      }
    }
    shares[chosen]! += weights[i]!;
    total += weights[i]!;
  }
  return shares.map((share) => (total > 0 ? share / total : 0));
}

export function pairedComparison(input: PairedComparisonInput): PairedComparisonResult {
  const { intents, weights } = input;
  const variantCount = intents[0]?.length ?? 0;
  const preferences = input.preferences.shares;
  const column = (rows: readonly (readonly number[])[], v: number) => rows.map((row) => row[v]!);
  const sharesFor = (indices?: readonly number[]) =>
    Array.from({ length: variantCount }, (_, v) => weightedMean(column(preferences, v), weights, indices));
  const intentsFor = (indices?: readonly number[]) =>
    Array.from({ length: variantCount }, (_, v) => weightedMean(column(intents, v), weights, indices));
  const shares = sharesFor();
  const leader = shares.reduce((best, share, v) => (share > shares[best]! ? v : best), 0);
  const leadOf = (drawn: readonly number[]) =>
    drawn[leader]! - Math.max(...drawn.filter((_, v) => v !== leader));
  const draws = bootstrapDraws(weights.length, input.seed).map((draw) => Array.from(draw));
  const answering = seededRandom(`answers\u0000${input.seed}`);
  const drawnShares = draws.map((draw) => answeredShares(preferences, weights, draw, answering));
  const drawnIntents = draws.map((draw) => intentsFor(draw));
  const lead = { variant: leader, share: leadOf(shares), ...intervalOf(drawnShares.map(leadOf)) };
  const variants = shares.map((preferredShare, v) => ({
    meanIntent: weightedMean(column(intents, v), weights),
    meanIntentInterval: intervalOf(drawnIntents.map((drawn) => drawn[v]!)),
    preferredShare,
    ...intervalOf(drawnShares.map((drawn) => drawn[v]!)),
    distribution: [0, 1, 2, 3, 4].map((point) =>
      weightedMean(
        input.distributions.map((row) => row[v]![point]!),
        weights,
      ),
    ),
  }));
  const headToHead = Array.from({ length: variantCount }, (_, a) =>
    Array.from({ length: variantCount }, (_, b) =>
      a === b
        ? 0
        : weightedMean(
            weights.map((_, twin) => input.preferences.prefersOver(twin, a, b)),
            weights,
          ),
    ),
  );
  return { variants, headToHead, winner: variantCount > 1 && lead.low > 0 ? leader : null, lead };
}
