// What real people's answers look like on a yes/no question, for the trust report's spread and positivity
// (engine/trust): derived from the validation data by `npm run trust:reference`, never typed in.
import type { PeopleReference } from '@engine/trust/reference-figures';

/** A question asked of many people: a coupon in one situation, a product at one price. Questions with fewer answers are left out. */
export const MIN_ANSWERS_PER_QUESTION = 10;

/** One person's yes/no answer to one question. */
export interface YesNoAnswer {
  question: string;
  accepted: 0 | 1;
}

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** Questions are grouped by their yes share into bands this wide, so a run is set beside equally attractive ones. */
export const YES_SHARE_BAND = 0.1;

/** The value below which `share` of the sorted values lie (linear interpolation between ranks). */
export function quantile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) throw new Error('No values');
  const rank = (sorted.length - 1) * share;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/**
 * Per question: the share who said yes and the chance that two different people asked it disagree
 * (2k(m-k) / (m(m-1)) for k yes among m answers, unbiased). Summed up over the questions with enough answers, and
 * per band of yes share (how much people disagree on a question as attractive as a run's concept).
 */
export function peopleReferenceOf(answers: readonly YesNoAnswer[], source: string): PeopleReference {
  const questions = new Map<string, { yes: number; all: number }>();
  for (const { question, accepted } of answers) {
    const count = questions.get(question) ?? { yes: 0, all: 0 };
    count.yes += accepted;
    count.all += 1;
    questions.set(question, count);
  }
  const read = [...questions.values()].filter((q) => q.all >= MIN_ANSWERS_PER_QUESTION);
  if (read.length === 0) throw new Error(`No question in ${source} has ${MIN_ANSWERS_PER_QUESTION} answers`);
  const shares = read.map((q) => q.yes / q.all).sort((a, b) => a - b);
  const disagreement = read.map((q) => (2 * q.yes * (q.all - q.yes)) / (q.all * (q.all - 1)));
  const answered = read.reduce((sum, q) => sum + q.all, 0);
  const bands = new Map<number, number[]>();
  read.forEach((q, i) => {
    const band = Math.min(Math.floor(q.yes / q.all / YES_SHARE_BAND), Math.round(1 / YES_SHARE_BAND) - 1);
    bands.set(band, [...(bands.get(band) ?? []), disagreement[i]!]);
  });
  return {
    source,
    questions: read.length,
    answers: answered,
    yesShare: round3(read.reduce((sum, q) => sum + q.yes, 0) / answered),
    questionYesShare: {
      p10: round3(quantile(shares, 0.1)),
      median: round3(quantile(shares, 0.5)),
      p90: round3(quantile(shares, 0.9)),
    },
    disagreement: round3(disagreement.reduce((sum, d) => sum + d, 0) / disagreement.length),
    byYesShare: [...bands]
      .sort(([a], [b]) => a - b)
      .map(([band, values]) => ({
        from: round3(band * YES_SHARE_BAND),
        to: round3((band + 1) * YES_SHARE_BAND),
        questions: values.length,
        disagreement: round3(values.reduce((sum, d) => sum + d, 0) / values.length),
      })),
  };
}
