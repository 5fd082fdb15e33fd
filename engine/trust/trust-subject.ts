import type { HeadlineUnit } from '@contracts/trust-report';
import type { PricingCurrency } from '@contracts/currency';
import type { Persona } from '@contracts/personas';
import { ageGroupOf } from '../overall-analysis';

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

/** One twin's answer: whatever the headline figures read. */
export interface TwinAnswer<Detail> {
  twin: TrustTwin;
  detail: Detail;
}

/** One twin's answer on the run type's scale. */
export interface TrustAnswer<Detail> extends TwinAnswer<Detail> {
  /** 1..scale.points */
  value: number;
  /**
   * The twin's chance of a positive answer to each of several comparable questions asked of every twin in the same
   * order (its likelihood of buying at each price of a ladder, of a top-two intent for each variant); spread and
   * positivity read these, as people's figures are per question. Without it, the one question is `value`.
   */
  questions?: readonly number[];
}

/** A figure the run reports, recomputed on every resampled panel. */
export interface Headline<Answer> {
  key: string;
  label: string;
  unit: HeadlineUnit;
  of: (answers: readonly Answer[]) => number;
}

/** What every run type hands the trust report, whatever its answers are. */
export interface SubjectOf<Answer> {
  answers: readonly Answer[];
  headlines: readonly Headline<Answer>[];
  /** The options in order, best first; the first is the run's top answer. */
  ranking: { label: string; of: (answers: readonly Answer[]) => string[] } | null;
  /** The concept whose domain is judged; null for a run type the validation data says nothing about. */
  concept: string | null;
  /** The currency of its money figures, when it has any. */
  currency?: PricingCurrency;
}

/** The scale a run type's answers are points of. */
export interface TrustScale {
  points: number;
  /** The top `topBox` points count as a positive answer (the top two of five, yes of yes/no). */
  topBox: number;
  /** Its two sides as a reader says them: 'would buy / would not'. */
  sides: string;
}

/**
 * A run type whose twins answer on a scale (docs/decisions/036): per-twin answers, the headline figures and the
 * ranking as functions of those answers (so a resampled panel recomputes them), and whether real people's yes/no
 * purchase answers are comparable.
 */
export interface ScaledSubject<Detail> extends SubjectOf<TrustAnswer<Detail>> {
  scale: TrustScale;
  /** 'purchase' when each answer says whether the twin would take or buy the thing, as the validation data's people did. */
  comparable: 'purchase' | null;
}

/** A figure each twin names (a price), whose spread over the twins the report reads. */
export interface NamedFigure<Detail> {
  label: string;
  unit: HeadlineUnit;
  of: (answer: TwinAnswer<Detail>) => number;
}

/**
 * A run type whose twins name figures rather than answer on a scale (Van Westendorp's four prices): no answer is a
 * positive one, so positivity does not apply, and spread is how far each named figure varies over the twins.
 */
export interface NamingSubject<Detail> extends SubjectOf<TwinAnswer<Detail>> {
  scale: null;
  named: readonly NamedFigure<Detail>[];
}

export type TrustSubject<Detail> = ScaledSubject<Detail> | NamingSubject<Detail>;

const sum = (values: readonly number[]): number => values.reduce((total, v) => total + v, 0);

/** The mean of a figure over the answers, counted by the twins' survey weights. */
export function weightedMean<Answer extends TwinAnswer<unknown>>(
  answers: readonly Answer[],
  figure: (answer: Answer) => number,
): number {
  const total = sum(answers.map((a) => a.twin.weight));
  return total === 0 ? 0 : sum(answers.map((a) => a.twin.weight * figure(a))) / total;
}

/** The weighted share of answers that keep to a rule. */
export const weightedShare = <Answer extends TwinAnswer<unknown>>(
  answers: readonly Answer[],
  keep: (answer: Answer) => boolean,
): number => weightedMean(answers, (a) => (keep(a) ? 1 : 0));

/** Whether an answer is in the top box(es) of its scale. */
export const isTopBox = (value: number, scale: Pick<TrustScale, 'points' | 'topBox'>): boolean =>
  value > scale.points - scale.topBox;

/** An answer's chance of a positive answer to each comparable question: its `questions`, or its one value's. */
export const positiveChancesOf = (
  answer: TrustAnswer<unknown>,
  scale: Pick<TrustScale, 'points' | 'topBox'>,
): readonly number[] => answer.questions ?? [isTopBox(answer.value, scale) ? 1 : 0];

/** Options ordered by their weighted share of answers, most chosen first (ties keep the given order). */
export function rankedByShare<Answer extends TwinAnswer<unknown>>(
  answers: readonly Answer[],
  options: readonly string[],
  optionOf: (answer: Answer) => string | null,
): string[] {
  const shares = options.map((option) => weightedShare(answers, (a) => optionOf(a) === option));
  return options
    .map((option, i) => ({ option, share: shares[i]! }))
    .sort((a, b) => b.share - a.share)
    .map((o) => o.option);
}

/** Purchase intent's five points, the top two a would-buy. */
export const WOULD_BUY: TrustScale = { points: 5, topBox: 2, sides: 'would buy / would not' };
/** A point of a five-point scale, from a figure on it. */
export const clampPoint = (value: number): number => Math.min(5, Math.max(1, Math.round(value)));

/**
 * How one answer of a run type reads as a point of its trust scale: the subject reads saved answers so, and a second
 * sample (a few twins asked again on an LLM provider) compares fresh answers so.
 */
export interface TrustReading<Answer> {
  scale: TrustScale;
  point: (answer: Answer) => number;
}

/**
 * A twin's likelihood of buying (a Gabor-Granger twin's at a price, a feature study twin's of choosing a product),
 * read as a yes (the top box) from an even chance.
 */
export const PRICE_READING: TrustReading<number> = {
  scale: { points: 2, topBox: 1, sides: 'would buy / would not' },
  point: (likelihood) => (likelihood >= 0.5 ? 2 : 1),
};

/** A twin as the trust report reads it: its weight and the segments its panel is read by. */
export const trustTwinOf = (persona: Persona): TrustTwin => ({
  id: persona.id,
  weight: persona.weight ?? 1,
  country: persona.country_code,
  ageGroup: ageGroupOf(persona.age),
  gender: persona.gender || null,
  income: persona.segments.income_bracket,
});

/** The twin of a stored answer, or one of weight 1 in no segment when it is no longer in the library. */
export function twinOf(personaId: string, personas: ReadonlyMap<string, Persona>): TrustTwin {
  const persona = personas.get(personaId);
  return persona
    ? trustTwinOf(persona)
    : { id: personaId, weight: 1, country: null, ageGroup: null, gender: null, income: null };
}
