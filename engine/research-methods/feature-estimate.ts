// A feature value study's estimate: a conditional logit pooled over the panel (each twin's chances of choosing each
// product, and none, as soft outcomes, weighted by the twin's survey weight), with 90% intervals from a seeded
// bootstrap over twins, and the figures read from it: part-worths, importance, willingness to pay, the none share,
// and market shares for products the user sets up. Decision 053.
import type { PricingCurrency } from '@contracts/currency';
import type {
  FeatureEstimate,
  Importance,
  PartWorth,
  SimulationResult,
  WillingnessToPay,
} from '@contracts/feature-study';
import {
  fitConditionalLogit,
  logitProbabilities,
  scoreAndInformation,
  type ChoiceObservation,
} from './conditional-logit';
import type { DesignedProduct } from './feature-design';
import { solveSpd } from './solve-spd';
import { BOOTSTRAP_RESAMPLES, bootstrapDraws, intervalOf, weightedMean } from './weighted-sample';

export interface FeatureStudyShape {
  attributes: ReadonlyArray<{ name: string; levels: readonly string[] }>;
  prices: readonly number[];
  none: boolean;
  currency: PricingCurrency;
}

export interface TwinChoices {
  weight: number;
  tasks: ReadonlyArray<{
    products: readonly DesignedProduct[];
    /** The twin's chance of choosing each product, then none (when the study offers it); summing to 1. */
    chances: readonly number[];
  }>;
}

/** A Gaussian prior of variance 1 / L2 on every coefficient: only keeps a level no twin ever chose finite. */
const L2 = 1e-4;
/** Above this share of resamples with a price coefficient that is not negative, willingness to pay is called unsure. */
const PRICE_SIGN_TOLERANCE = 0.05;

/** Column layout: one dummy per non-base level, attribute by attribute; then the price; then none's constant. */
export function featureColumns(shape: FeatureStudyShape) {
  const levelColumn: number[][] = [];
  let next = 0;
  for (const attribute of shape.attributes)
    levelColumn.push(attribute.levels.map((_, level) => (level === 0 ? -1 : next++)));
  const price = next++;
  const none = shape.none ? next++ : -1;
  /** Prices enter divided by the highest, which keeps the fit well scaled. */
  const priceScale = Math.max(...shape.prices);
  return { levelColumn, price, none, count: next, priceScale };
}

type Columns = ReturnType<typeof featureColumns>;

function rowOf(columns: Columns, product: { levels: readonly number[]; price: number }): number[] {
  const row = new Array<number>(columns.count).fill(0);
  product.levels.forEach((level, a) => {
    const column = columns.levelColumn[a]![level]!;
    if (column >= 0) row[column] = 1;
  });
  row[columns.price] = product.price / columns.priceScale;
  return row;
}

/** A twin's tasks as conditional-logit observations, products then none, weighted by the twin's weight. */
export function choiceObservationsOf(shape: FeatureStudyShape, twin: TwinChoices): ChoiceObservation[] {
  const columns = featureColumns(shape);
  const noneRow = new Array<number>(columns.count).fill(0);
  if (columns.none >= 0) noneRow[columns.none] = 1;
  return twin.tasks.map((task) => ({
    x: [
      ...task.products.map((product) =>
        rowOf(columns, { levels: product.levels, price: shape.prices[product.price]! }),
      ),
      ...(shape.none ? [noneRow] : []),
    ],
    y: task.chances,
    weight: twin.weight,
  }));
}

const estimateOf = (value: number, resampled: readonly number[]) => ({ value, ...intervalOf(resampled) });

/**
 * Each resample's coefficients: one Newton step from the pooled estimate on the resampled panel (each twin's score
 * and information counted as often as the twin is drawn), the one-step bootstrap. A full refit per resample gives
 * the same intervals to within a few percent and costs a hundred times more.
 */
function bootstrapCoefficients(
  twins: readonly ChoiceObservation[][],
  beta: readonly number[],
  seed: string,
  resamples: number,
): number[][] {
  const n = beta.length;
  const perTwin = twins.map((tasks) => scoreAndInformation(tasks, beta, n));
  const counts = new Float64Array(twins.length);
  return bootstrapDraws(twins.length, seed, resamples).map((draw) => {
    counts.fill(0);
    for (const i of draw) counts[i] = counts[i]! + 1;
    const gradient = new Float64Array(n);
    const information = new Float64Array(n * n);
    perTwin.forEach((own, i) => {
      const count = counts[i]!;
      if (count === 0) return;
      for (let a = 0; a < n; a++) gradient[a] = gradient[a]! + count * own.gradient[a]!;
      for (let k = 0; k < n * n; k++) information[k] = information[k]! + count * own.hessian[k]!;
    });
    for (let a = 0; a < n; a++) {
      gradient[a] = gradient[a]! - L2 * beta[a]!;
      information[a * n + a] = information[a * n + a]! + L2;
    }
    const step = solveSpd(information, gradient, n);
    return beta.map((b, k) => b + step[k]!);
  });
}

/** Part-worths, importance and willingness to pay read from one set of coefficients. */
function figuresOf(shape: FeatureStudyShape, columns: Columns, beta: readonly number[]) {
  const perUnit = beta[columns.price]! / columns.priceScale;
  const partWorths = columns.levelColumn.map((levels) =>
    levels.map((column) => (column < 0 ? 0 : beta[column]!)),
  );
  const ranges = [
    ...partWorths.map((values) => Math.max(...values) - Math.min(...values)),
    Math.abs(perUnit) * (Math.max(...shape.prices) - Math.min(...shape.prices)),
  ];
  const total = ranges.reduce((sum, range) => sum + range, 0);
  return {
    perUnit,
    partWorths,
    importance: ranges.map((range) => (total > 0 ? range / total : 0)),
    willingness: partWorths.map((values) => values.map((value) => value / -perUnit)),
  };
}

export function estimateFeatureValues(
  shape: FeatureStudyShape,
  twins: readonly TwinChoices[],
  seed: string,
  options: { resamples?: number; start?: readonly number[] } = {},
): FeatureEstimate {
  const resamples = options.resamples ?? BOOTSTRAP_RESAMPLES;
  const columns = featureColumns(shape);
  const observations = twins.map((twin) => choiceObservationsOf(shape, twin));
  const fit = fitConditionalLogit(observations.flat(), {
    features: columns.count,
    l2: L2,
    ...(options.start && { start: options.start }),
  });
  const coefficients = fit.coefficients;
  const resampled = bootstrapCoefficients(observations, coefficients, seed, resamples);
  const point = figuresOf(shape, columns, coefficients);
  const draws = resampled.map((beta) => figuresOf(shape, columns, beta));
  const priced = draws.filter((draw) => draw.perUnit < 0);

  const partWorths: PartWorth[] = shape.attributes.flatMap((attribute, a) =>
    attribute.levels.map((level, l) => ({
      attribute: attribute.name,
      level,
      ...estimateOf(
        point.partWorths[a]![l]!,
        draws.map((draw) => draw.partWorths[a]![l]!),
      ),
    })),
  );
  const importance: Importance[] = [...shape.attributes.map((a) => a.name), 'Price'].map((name, a) => ({
    attribute: name,
    isPrice: a === shape.attributes.length,
    share: point.importance[a]!,
    ...intervalOf(draws.map((draw) => draw.importance[a]!)),
  }));
  const priceCoefficient = estimateOf(
    point.perUnit,
    draws.map((draw) => draw.perUnit),
  );
  const unsure = 1 - priced.length / Math.max(draws.length, 1) > PRICE_SIGN_TOLERANCE;
  const willingnessToPay: WillingnessToPay[] =
    point.perUnit < 0
      ? shape.attributes.flatMap((attribute, a) =>
          attribute.levels.slice(1).map((level, k) => ({
            attribute: attribute.name,
            level,
            amount: point.willingness[a]![k + 1]!,
            ...intervalOf(priced.map((draw) => draw.willingness[a]![k + 1]!)),
            currency: shape.currency,
          })),
        )
      : [];
  const priceNote =
    point.perUnit >= 0
      ? 'The twins did not prefer lower prices in this study (the price coefficient is not negative), so no level can be given a price: willingness to pay is not shown.'
      : unsure
        ? `In ${Math.round((1 - priced.length / draws.length) * 100)}% of resampled panels the twins did not prefer lower prices: the willingness-to-pay intervals leave those out and are not reliable.`
        : null;

  return {
    coefficients,
    resamples: resampled,
    partWorths,
    importance,
    priceCoefficient,
    willingnessToPay,
    priceNote,
    noneShare: shape.none ? noneShareOf(twins, shape, seed, resamples) : null,
    logLikelihood: fit.logLikelihood,
  };
}

/** The weighted share of choices that went to none: each twin's mean chance of none over its tasks. */
function noneShareOf(
  twins: readonly TwinChoices[],
  shape: FeatureStudyShape,
  seed: string,
  resamples: number,
) {
  const perTwin = twins.map(
    (twin) =>
      twin.tasks.reduce((sum, task) => sum + task.chances[task.products.length]!, 0) /
      Math.max(twin.tasks.length, 1),
  );
  const weights = twins.map((twin) => twin.weight);
  return estimateOf(
    weightedMean(perTwin, weights),
    bootstrapDraws(twins.length, seed, resamples).map((draw) => weightedMean(perTwin, weights, draw)),
  );
}

/** A simulated product the estimate cannot place: the field it came from, for a 400 naming it. */
export class SimulationInputError extends Error {
  override readonly name = 'SimulationInputError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Shares of choice among the products (and none, when asked and the study offered it) under the estimate, each with
 * the 90% interval of its share across the bootstrap resamples. Every attribute must be given one of its levels.
 */
export function simulateMarket(
  shape: FeatureStudyShape,
  estimate: Pick<FeatureEstimate, 'coefficients' | 'resamples'>,
  request: {
    products: ReadonlyArray<{ levels: Readonly<Record<string, string>>; price: number }>;
    none?: boolean | undefined;
  },
): SimulationResult {
  const withNone = request.none ?? false;
  if (withNone && !shape.none)
    throw new SimulationInputError(
      'none',
      'This study offered no "none of these", so it cannot simulate one',
    );
  const columns = featureColumns(shape);
  const rows = request.products.map((product, p) => {
    const unknown = Object.keys(product.levels).find(
      (name) => !shape.attributes.some((a) => a.name === name),
    );
    if (unknown !== undefined)
      throw new SimulationInputError(
        `products[${p}].levels.${unknown}`,
        `The study has no attribute "${unknown}"`,
      );
    const levels = shape.attributes.map((attribute) => {
      const field = `products[${p}].levels.${attribute.name}`;
      const text = product.levels[attribute.name];
      if (text === undefined) throw new SimulationInputError(field, `Choose a level of ${attribute.name}`);
      const level = attribute.levels.findIndex((l) => l.toLowerCase() === text.trim().toLowerCase());
      if (level < 0)
        throw new SimulationInputError(
          field,
          `"${text}" is not a level of ${attribute.name}: use one of ${attribute.levels.join(', ')}`,
        );
      return level;
    });
    return rowOf(columns, { levels, price: product.price });
  });
  if (withNone) {
    const noneRow = new Array<number>(columns.count).fill(0);
    noneRow[columns.none] = 1;
    rows.push(noneRow);
  }
  const point = logitProbabilities(rows, estimate.coefficients);
  const draws = estimate.resamples.map((beta) => logitProbabilities(rows, beta));
  const shareOf = (k: number) => ({
    share: point[k]!,
    ...intervalOf(draws.map((draw) => draw[k]!)),
  });
  const products = request.products.length;
  return {
    shares: request.products.map((_, k) => shareOf(k)),
    ...(withNone && { none: shareOf(products) }),
  };
}
