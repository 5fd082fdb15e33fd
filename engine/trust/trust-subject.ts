import type { HeadlineUnit } from '../../contracts/trust-report';

/** A twin as the trust report sees it: its survey weight and the segments its panel is read by. */
export interface TrustTwin {
  id: string;
  weight: number;
  /** Null when the twin is no longer in the library. */
  country: string | null;
  ageGroup: string | null;
  gender: string | null;
  income: string | null;
}

/** One twin's answer: its point on the run type's scale and whatever the headline figures read. */
export interface TrustAnswer<Detail> {
  twin: TrustTwin;
  /** 1..scale.points */
  value: number;
  /**
   * The twin's chance of a positive answer to each of several comparable questions asked of every twin in the same
   * order (its likelihood of buying at each price of a ladder, of a top-two intent for each variant); spread and
   * positivity read these, as people's figures are per question. Without it, the one question is `value`.
   */
  questions?: readonly number[];
  detail: Detail;
}

/** A figure the run reports, recomputed on every resampled panel. */
export interface Headline<Detail> {
  key: string;
  label: string;
  unit: HeadlineUnit;
  of: (answers: readonly TrustAnswer<Detail>[]) => number;
}

/**
 * What any run type hands the trust report (docs/decisions/036): per-twin answers on a scale, the headline figures
 * and the ranking as functions of those answers (so a resampled panel recomputes them), whether real people's yes/no
 * purchase answers are comparable, and the text whose domain is judged.
 */
export interface TrustSubject<Detail> {
  answers: readonly TrustAnswer<Detail>[];
  /** `points` on the scale; the top `topBox` of them count as a positive answer (the top two of five, yes of yes/no). */
  scale: { points: number; topBox: number };
  headlines: readonly Headline<Detail>[];
  /** The options in order, best first; the first is the run's top answer. */
  ranking: { label: string; of: (answers: readonly TrustAnswer<Detail>[]) => string[] } | null;
  /** 'purchase' when each answer says whether the twin would take or buy the thing, as the validation data's people did. */
  comparable: 'purchase' | null;
  /** The concept whose domain is judged; null for a run type the validation data says nothing about. */
  concept: string | null;
}

const sum = (values: readonly number[]): number => values.reduce((total, v) => total + v, 0);

/** The mean of a figure over the answers, counted by the twins' survey weights. */
export function weightedMean<Detail>(
  answers: readonly TrustAnswer<Detail>[],
  figure: (answer: TrustAnswer<Detail>) => number,
): number {
  const total = sum(answers.map((a) => a.twin.weight));
  return total === 0 ? 0 : sum(answers.map((a) => a.twin.weight * figure(a))) / total;
}

/** The weighted share of answers that keep to a rule. */
export const weightedShare = <Detail>(
  answers: readonly TrustAnswer<Detail>[],
  keep: (answer: TrustAnswer<Detail>) => boolean,
): number => weightedMean(answers, (a) => (keep(a) ? 1 : 0));

/** Whether an answer is in the top box(es) of its scale. */
export const isTopBox = (value: number, scale: TrustSubject<unknown>['scale']): boolean =>
  value > scale.points - scale.topBox;

/** An answer's chance of a positive answer to each comparable question: its `questions`, or its one value's. */
export const positiveChancesOf = (
  answer: TrustAnswer<unknown>,
  scale: TrustSubject<unknown>['scale'],
): readonly number[] => answer.questions ?? [isTopBox(answer.value, scale) ? 1 : 0];

/** Options ordered by their weighted share of answers, most chosen first (ties keep the given order). */
export function rankedByShare<Detail>(
  answers: readonly TrustAnswer<Detail>[],
  options: readonly string[],
  optionOf: (answer: TrustAnswer<Detail>) => string | null,
): string[] {
  const shares = options.map((option) => weightedShare(answers, (a) => optionOf(a) === option));
  return options
    .map((option, i) => ({ option, share: shares[i]! }))
    .sort((a, b) => b.share - a.share)
    .map((o) => o.option);
}
