import { seededRandom } from '@engine/offline/seeded-random';
import type { SurveyRow } from './coupon-survey';

/** Area under the ROC curve (ties count half), by ranks. */
export function auc(scores: readonly number[], outcomes: readonly (0 | 1)[]): number {
  const order = scores.map((score, i) => ({ score, y: outcomes[i]! })).sort((a, b) => a.score - b.score);
  let positives = 0;
  let rankSum = 0;
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j < order.length && order[j]!.score === order[i]!.score) j += 1;
    const midRank = (i + j + 1) / 2;
    for (let k = i; k < j; k += 1) {
      if (order[k]!.y === 1) {
        positives += 1;
        rankSum += midRank;
      }
    }
    i = j;
  }
  const negatives = order.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}

/** One real answer beside a method's P(accept) for it. */
export interface Scored<R extends { respondentId: string } = SurveyRow> {
  row: R;
  outcome: 0 | 1;
  prediction: number;
}

/** AUC with a 95 % interval from resampling respondents (all of a person's answers go together). */
export function aucWithInterval(
  scored: ReadonlyArray<Scored<{ respondentId: string }>>,
  resamples = 200,
): { value: number; low: number; high: number } {
  const byRespondent = new Map<string, Array<Scored<{ respondentId: string }>>>();
  for (const s of scored)
    byRespondent.set(s.row.respondentId, [...(byRespondent.get(s.row.respondentId) ?? []), s]);
  const groups = [...byRespondent.values()];
  const random = seededRandom('auc-bootstrap');
  const values: number[] = [];
  for (let r = 0; r < resamples; r += 1) {
    const sample = Array.from(
      { length: groups.length },
      () => groups[Math.floor(random.next() * groups.length)]!,
    ).flat();
    values.push(
      auc(
        sample.map((s) => s.prediction),
        sample.map((s) => s.outcome),
      ),
    );
  }
  values.sort((a, b) => a - b);
  return {
    value: auc(
      scored.map((s) => s.prediction),
      scored.map((s) => s.outcome),
    ),
    low: values[Math.floor(resamples * 0.025)]!,
    high: values[Math.ceil(resamples * 0.975) - 1]!,
  };
}

/** A scenario is everything about the offer and situation, nothing about the person. */
export function scenarioKey({ fields: f }: SurveyRow): string {
  return [
    f.couponType,
    f.destination,
    f.passanger,
    f.weather,
    f.temperature,
    f.time,
    f.expiration,
    f.toCoupon_GEQ15min,
    f.toCoupon_GEQ25min,
    f.direction_same,
  ].join('|');
}

export const MIN_SCENARIO_ANSWERS = 20;

/** Real and predicted acceptance rate of each group with at least `minAnswers` answers. */
export function groupRates<R extends { respondentId: string }>(
  scored: ReadonlyArray<Scored<R>>,
  keyOf: (s: Scored<R>) => string,
  minAnswers: number,
): Array<{ key: string; real: number; predicted: number; n: number }> {
  const groups = new Map<string, Array<Scored<R>>>();
  for (const s of scored) {
    const key = keyOf(s);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(s);
  }
  return [...groups.entries()]
    .filter(([, g]) => g.length >= minAnswers)
    .map(([key, g]) => ({
      key,
      real: g.reduce((sum, s) => sum + s.outcome, 0) / g.length,
      predicted: g.reduce((sum, s) => sum + s.prediction, 0) / g.length,
      n: g.length,
    }));
}

/** Pearson r between predicted and real acceptance rates over scenarios with enough answers. */
export function scenarioCorrelation(scored: readonly Scored[]): { r: number; scenarios: number } {
  const rates = groupRates(scored, (s) => scenarioKey(s.row), MIN_SCENARIO_ANSWERS);
  return {
    r: pearson(
      rates.map((g) => g.predicted),
      rates.map((g) => g.real),
    ),
    scenarios: rates.length,
  };
}

/** KS similarity of scenario acceptance rates: 1 - max |F_sim - F_human|. */
export function ksSimilarity(simulated: readonly number[], human: readonly number[]): number {
  const points = [...new Set([...simulated, ...human])].sort((a, b) => a - b);
  const cdf = (values: readonly number[], x: number) => values.filter((v) => v <= x).length / values.length;
  return 1 - points.reduce((max, x) => Math.max(max, Math.abs(cdf(simulated, x) - cdf(human, x))), 0);
}

export function scenarioKs(scored: readonly Scored[]): number {
  const rates = groupRates(scored, (s) => scenarioKey(s.row), MIN_SCENARIO_ANSWERS);
  return ksSimilarity(
    rates.map((g) => g.predicted),
    rates.map((g) => g.real),
  );
}

/** Two sides of a segment contrast, by survey fields. */
export interface Contrast {
  attribute: string;
  label: string;
  sideA: (f: SurveyRow['fields']) => boolean;
  sideB: (f: SurveyRow['fields']) => boolean;
}

const YOUNG = new Set(['below21', '21']);
const OLDER = new Set(['41', '46', '50plus']);
const LOWER_INCOME = new Set(['Less than $12500', '$12500 - $24999', '$25000 - $37499']);
const HIGHER_INCOME = new Set(['$75000 - $87499', '$87500 - $99999', '$100000 or More']);

/** The gaps the issue names: gender, age, children, income, marital status, companions, expiry, distance. */
export const CONTRASTS: Contrast[] = [
  {
    attribute: 'gender',
    label: 'women − men',
    sideA: (f) => f.gender === 'Female',
    sideB: (f) => f.gender === 'Male',
  },
  {
    attribute: 'age',
    label: 'under 26 − 41 and over',
    sideA: (f) => YOUNG.has(f.age),
    sideB: (f) => OLDER.has(f.age),
  },
  {
    attribute: 'children',
    label: 'parents − no children',
    sideA: (f) => f.has_children === '1',
    sideB: (f) => f.has_children === '0',
  },
  {
    attribute: 'income',
    label: 'under $37.5k − $75k and over',
    sideA: (f) => LOWER_INCOME.has(f.income),
    sideB: (f) => HIGHER_INCOME.has(f.income),
  },
  {
    attribute: 'marital status',
    label: 'single − married',
    sideA: (f) => f.maritalStatus === 'Single',
    sideB: (f) => f.maritalStatus === 'Married partner',
  },
  {
    attribute: 'companions',
    label: 'with friends − alone',
    sideA: (f) => f.passanger === 'Friend(s)',
    sideB: (f) => f.passanger === 'Alone',
  },
  {
    attribute: 'companions',
    label: 'with kids − alone',
    sideA: (f) => f.passanger === 'Kid(s)',
    sideB: (f) => f.passanger === 'Alone',
  },
  {
    attribute: 'companions',
    label: 'with partner − alone',
    sideA: (f) => f.passanger === 'Partner',
    sideB: (f) => f.passanger === 'Alone',
  },
  {
    attribute: 'expiry',
    label: '1 day − 2 hours',
    sideA: (f) => f.expiration === '1d',
    sideB: (f) => f.expiration === '2h',
  },
  {
    attribute: 'distance',
    label: 'under 15 min − 25 min and over',
    sideA: (f) => f.toCoupon_GEQ15min === '0',
    sideB: (f) => f.toCoupon_GEQ25min === '1',
  },
];

export const GAP_RULE = { minGap: 0.05, minAnswersPerSide: 40 };

export interface GapResult {
  couponType: string;
  attribute: string;
  label: string;
  realGap: number;
  predictedGap: number;
  agrees: boolean;
  n: [number, number];
}

/** Reliable real gaps (≥ 5 points, ≥ 40 answers a side) within each coupon type, and whether the prediction's sign agrees. */
export function gapAgreement(scored: readonly Scored[]): { share: number; gaps: GapResult[] } {
  const couponTypes = [...new Set(scored.map((s) => s.row.fields.couponType))].sort();
  const gaps: GapResult[] = [];
  for (const couponType of couponTypes) {
    const ofType = scored.filter((s) => s.row.fields.couponType === couponType);
    for (const contrast of CONTRASTS) {
      const a = ofType.filter((s) => contrast.sideA(s.row.fields));
      const b = ofType.filter((s) => contrast.sideB(s.row.fields));
      if (a.length < GAP_RULE.minAnswersPerSide || b.length < GAP_RULE.minAnswersPerSide) continue;
      const mean = (group: Scored[], pick: (s: Scored) => number) =>
        group.reduce((sum, s) => sum + pick(s), 0) / group.length;
      const realGap = mean(a, (s) => s.outcome) - mean(b, (s) => s.outcome);
      if (Math.abs(realGap) < GAP_RULE.minGap) continue;
      const predictedGap = mean(a, (s) => s.prediction) - mean(b, (s) => s.prediction);
      gaps.push({
        couponType,
        attribute: contrast.attribute,
        label: contrast.label,
        realGap,
        predictedGap,
        agrees: Math.sign(realGap) === Math.sign(predictedGap),
        n: [a.length, b.length],
      });
    }
  }
  return { share: gaps.length === 0 ? Number.NaN : gaps.filter((g) => g.agrees).length / gaps.length, gaps };
}

const INCOME_THIRDS: Record<string, string> = {
  'Less than $12500': 'lower',
  '$12500 - $24999': 'lower',
  '$25000 - $37499': 'lower',
  '$37500 - $49999': 'middle',
  '$50000 - $62499': 'middle',
  '$62500 - $74999': 'middle',
  '$75000 - $87499': 'upper',
  '$87500 - $99999': 'upper',
  '$100000 or More': 'upper',
};
const OCCUPATION_GROUPS: Array<[group: string, test: RegExp]> = [
  ['not working', /^(Student|Retired|Unemployed)$/],
  [
    'professional',
    /Management|Business|Computer|Architecture|Life Physical|Legal|Education|Healthcare Practitioners|Arts/,
  ],
  ['service and sales', /Sales|Office|Food|Personal Care|Healthcare Support|Protective|Community/],
];
const occupationGroup = (occupation: string) =>
  OCCUPATION_GROUPS.find(([, test]) => test.test(occupation))?.[0] ?? 'manual and technical';

/** The README's cells: coupon type × (age band, income third, occupation group). */
const CELL_SEGMENTATIONS: Array<(f: SurveyRow['fields']) => string> = [
  (f) => `age ${f.age}`,
  (f) => `income ${INCOME_THIRDS[f.income] ?? 'unknown'}`,
  (f) => `occupation ${occupationGroup(f.occupation)}`,
];

/** Acceptance rate per cell: mean absolute error and Pearson r of predicted against real rates (cells with 20+ answers). */
export function cellAgreement(scored: readonly Scored[]): {
  meanAbsoluteError: number;
  r: number;
  cells: number;
} {
  const rates = CELL_SEGMENTATIONS.flatMap((segmentOf) =>
    groupRates(scored, (s) => `${s.row.fields.couponType}|${segmentOf(s.row.fields)}`, MIN_SCENARIO_ANSWERS),
  );
  return {
    meanAbsoluteError:
      rates.reduce((sum, g) => sum + Math.abs(g.predicted - g.real), 0) / Math.max(rates.length, 1),
    r: pearson(
      rates.map((g) => g.predicted),
      rates.map((g) => g.real),
    ),
    cells: rates.length,
  };
}

/**
 * How far the real group rates agree with themselves: the correlation between the rates of two random halves of
 * the respondents (exact halves; groups with at least half the minimum answers in each), averaged over `splits` splits, and
 * stepped up to the full sample with the Spearman-Brown formula r_full = 2r / (1 + r).
 */
export function splitHalfReliability<R extends { respondentId: string }>(
  scored: ReadonlyArray<Scored<R>>,
  keyOf: (row: R) => string,
  minAnswers: number,
  splits = 50,
): { half: number; full: number } {
  const respondents = [...new Set(scored.map((s) => s.row.respondentId))].sort();
  const random = seededRandom('split-half');
  const halfCorrelations: number[] = [];
  for (let k = 0; k < splits; k += 1) {
    // Exactly half the respondents on each side: Spearman-Brown steps up from a half of the sample.
    const shuffled = respondents
      .map((id) => ({ id, key: random.next() }))
      .sort((x, y) => x.key - y.key)
      .map((x) => x.id);
    const inA = new Set(shuffled.slice(0, Math.floor(shuffled.length / 2)));
    const a = new Map<string, [yes: number, n: number]>();
    const b = new Map<string, [yes: number, n: number]>();
    for (const s of scored) {
      const side = inA.has(s.row.respondentId) ? a : b;
      const key = keyOf(s.row);
      const [yes, n] = side.get(key) ?? [0, 0];
      side.set(key, [yes + s.outcome, n + 1]);
    }
    const keys = [...a.keys()].filter(
      (key) => a.get(key)![1] >= minAnswers / 2 && (b.get(key)?.[1] ?? 0) >= minAnswers / 2,
    );
    const r = pearson(
      keys.map((key) => a.get(key)![0] / a.get(key)![1]),
      keys.map((key) => b.get(key)![0] / b.get(key)![1]),
    );
    if (Number.isFinite(r)) halfCorrelations.push(r);
  }
  // Averaged on Fisher's z scale, where correlations add without the pull towards 0 a plain mean has.
  const half = Math.tanh(
    halfCorrelations.reduce((sum, r) => sum + Math.atanh(Math.min(r, 0.999999)), 0) / halfCorrelations.length,
  );
  return { half, full: (2 * half) / (1 + half) };
}

/**
 * Correlation attainment: a method's correlation with the real group rates over the highest correlation any
 * method can reach. Real rates carry sampling noise, so even the true rates correlate with them only at
 * sqrt(reliability) (the index of reliability, with the reliability of the full sample from Spearman-Brown); a
 * method's predicted rates are noise-free, so that is the ceiling, and 1.0 means as good as knowing the truth.
 */
export function correlationAttainment(r: number, reliability: { full: number }): number {
  return reliability.full > 0 ? r / Math.sqrt(reliability.full) : Number.NaN;
}

/** Correlation attainment at scenario level (coupon survey). */
export function scenarioAttainment(scored: readonly Scored[], splits = 50): number {
  return correlationAttainment(
    scenarioCorrelation(scored).r,
    splitHalfReliability(scored, scenarioKey, MIN_SCENARIO_ANSWERS, splits),
  );
}
