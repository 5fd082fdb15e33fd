import type { TrustReport } from '@contracts/trust-report';
import type { PeopleReference } from './reference-figures';
import type { NamedFigure, TwinAnswer } from './trust-subject';

/** Twins who disagree less than half as often as people do on comparable questions are "much more alike". */
export const TOO_ALIKE_RATIO = 0.5;

const percent = (share: number): string => `${Math.round(share * 100)}%`;

/**
 * The chance that two different twins, each answering once, answer on different sides of the top box, from each
 * twin's chance of a positive answer: the mean over pairs i ≠ j of p_i(1 − p_j) + p_j(1 − p_i). With certain
 * answers (chances 0 or 1, k of them positive) this is 2k(n − k) / n(n − 1).
 */
export function disagreementOf(chances: readonly number[]): number {
  const n = chances.length;
  if (n < 2) return 0;
  const sum = chances.reduce((s, p) => s + p, 0);
  const squares = chances.reduce((s, p) => s + p * p, 0);
  return (2 * (sum * (n - sum) - sum + squares)) / (n * (n - 1));
}

/** People's figures on the questions whose yes share is nearest `share` (the band holding it, else the closest). */
export function bandAt(people: PeopleReference, share: number): PeopleReference['byYesShare'][number] {
  const distance = (b: PeopleReference['byYesShare'][number]) =>
    share >= b.from && (share < b.to || b.to >= 1)
      ? 0
      : Math.min(Math.abs(share - b.from), Math.abs(share - b.to));
  return people.byYesShare.reduce((best, b) => (distance(b) < distance(best) ? b : best));
}

function deviationOf(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
}

/**
 * How varied the twins' answers are beside real people's on comparable questions (each list holds every twin's
 * chance of a positive answer to one question; `values` are their points on the scale): flagged when twins disagree less
 * than half as often as people do, or, with nothing comparable, when three or more twins all give one answer.
 */
export function spreadOf(
  questions: readonly (readonly number[])[],
  values: readonly number[],
  people: PeopleReference | null,
): TrustReport['spread'] {
  // People's figure is the mean over questions of their disagreement, so the twins' is too.
  const disagreement =
    questions.reduce((s, chances) => s + disagreementOf(chances), 0) / Math.max(1, questions.length);
  const scaleDeviation = deviationOf(values);
  const allSame = values.length >= 3 && scaleDeviation === 0;
  if (!people) {
    return {
      scaleDeviation,
      disagreement,
      named: [],
      people: null,
      tooAlike: allSame,
      note: allSame
        ? 'Every twin gave the same answer; the validation data has no comparable question to set this beside.'
        : 'The validation data has no comparable question to set this spread beside.',
    };
  }
  // Set beside people's disagreement on questions about as attractive: near-unanimous deals are near-unanimous for
  // people too, so the reference is the mean over the run's questions of people's figure at that question's yes share.
  const bands = questions.map((chances) =>
    bandAt(people, chances.reduce((s, p) => s + p, 0) / chances.length),
  );
  const matched = bands.reduce((s, b) => s + b.disagreement, 0) / Math.max(1, bands.length);
  const tooAlike = disagreement < matched * TOO_ALIKE_RATIO;
  const range = [...new Set(bands.map((b) => `${percent(b.from)}–${percent(b.to)}`))].join(', ');
  const figures = `two twins disagree on whether they would buy ${percent(disagreement)} of the time; two people asked a question about as many said yes to (${range} yes) in our validation data disagree ${percent(matched)} of the time`;
  return {
    scaleDeviation,
    disagreement,
    named: [],
    people: {
      source: people.source,
      questions: bands.reduce((s, b) => s + b.questions, 0),
      value: matched,
    },
    tooAlike,
    note: tooAlike
      ? `Much more alike than real people: ${figures}.`
      : `As varied as real people: ${figures}.`,
  };
}

/**
 * How far each figure the twins name varies over them, as a coefficient of variation (standard deviation over the
 * mean, so a €2 spread reads the same on a €20 product as €20 on a €200 one). The validation data has no question
 * where people name a figure, so nothing is set beside it; flagged, as any run type with nothing comparable is, only
 * when three or more twins all name the same figures.
 */
export function namedSpreadOf<Detail>(
  named: readonly NamedFigure<Detail>[],
  answers: readonly TwinAnswer<Detail>[],
): TrustReport['spread'] {
  const figures = named.map((figure) => {
    const values = answers.map(figure.of);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const same = values.every((v) => v === values[0]);
    // Identical figures have no spread, whatever rounding their mean picks up.
    const deviation = same ? 0 : deviationOf(values);
    return {
      spread: {
        label: figure.label,
        unit: figure.unit,
        mean,
        deviation,
        variation: mean === 0 ? 0 : deviation / Math.abs(mean),
      },
      same,
    };
  });
  const allSame = answers.length >= 3 && figures.every((f) => f.same);
  const variations = figures
    .map(({ spread }) => `${spread.label.toLowerCase()} ${percent(spread.variation)}`)
    .join(', ');
  return {
    scaleDeviation: null,
    disagreement: null,
    named: figures.map((f) => f.spread),
    people: null,
    tooAlike: allSame,
    note: `${allSame ? 'Every twin named the same figures' : `How far the figures twins named vary, as the standard deviation over the mean: ${variations}`}. No measured reference: the validation data has no question where people name a figure, so this spread is not set beside people’s.`,
  };
}

/**
 * The weighted share of top-two-box answers beside the share of real people who said yes: flagged when it is above
 * the most positive tenth of people's questions and even its interval's low end is above people's overall share.
 */
export function positivityOf(
  interval: { value: number; low: number; high: number },
  people: PeopleReference | null,
): TrustReport['positivity'] {
  const base = { topBoxShare: interval.value, low: interval.low, high: interval.high };
  if (!people)
    return {
      ...base,
      people: null,
      tooPositive: false,
      note: `${percent(interval.value)} of twins gave a top answer; the validation data has no comparable question to set this beside.`,
    };
  const tooPositive = interval.value > people.questionYesShare.p90 && interval.low > people.yesShare;
  const figures = `${percent(interval.value)} of twins would buy (interval ${percent(interval.low)}–${percent(interval.high)}); real people said yes in ${percent(people.yesShare)} of their answers to comparable questions, and only one question in ten got more than ${percent(people.questionYesShare.p90)} yes`;
  return {
    ...base,
    people: {
      source: people.source,
      questions: people.questions,
      value: people.yesShare,
      p90: people.questionYesShare.p90,
    },
    tooPositive,
    note: tooPositive
      ? `Far more positive than real people: ${figures}.`
      : `${figures}.`.replace(/^./, (c) => c.toUpperCase()),
  };
}

/** Twins who name figures give no answer that is a yes or a no: positivity does not apply, and the report says so. */
export const positivityNotApplicable = (named: readonly { label: string }[]): TrustReport['positivity'] => ({
  topBoxShare: null,
  low: null,
  high: null,
  people: null,
  tooPositive: false,
  note: `Not applicable: the twins name figures (${named.map((f) => f.label.toLowerCase()).join(', ')}), none of which is a yes or a no, so there is no share of positive answers to set beside people’s.`,
});
