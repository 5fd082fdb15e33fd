// Survey weights for the twins of one country. The filter cities are over-represented on purpose (enough twins for
// two full panels), so each twin carries a weight that gives the country's twins, added up by weight, the national
// shares again: raking (iterative proportional fitting) on every published marginal the library is drawn from.
import { ACTIVITY_STATUSES, INCOME_BRACKETS, type CountryCode, type Population } from './population-data';

/** What raking needs of a twin: its category in each dimension. */
export type WeightedTraits = {
  ageBand: string;
  activity: string;
  income: string;
  /** ISCO-08 major group (1–9) of the employed; null for everyone else. */
  iscoGroup: number | null;
  area: string;
};

type Dimension = { categoryOf: (twin: WeightedTraits) => string; targets: Map<string, number> };

const RAKING_ROUNDS = 200;
const NOT_EMPLOYED = 'not employed';

const shares = (categories: readonly string[], values: readonly number[]): Map<string, number> => {
  const total = values.reduce((a, b) => a + b, 0);
  return new Map(categories.map((category, i) => [category, (values[i] ?? 0) / total]));
};

function dimensionsOf(population: Population, country: CountryCode): Dimension[] {
  const activity = shares(ACTIVITY_STATUSES, population.activityShareOfAdults[country]);
  const employedShare = activity.get('employed') ?? 0;
  const occupation = shares(
    population.iscoMajorGroups.map((_, i) => String(i + 1)),
    population.occupationShareOfEmployed[country],
  );
  const areas = Object.entries(population.cityShares[country]);
  return [
    {
      categoryOf: (t) => t.ageBand,
      targets: shares(population.ageBands, population.ageShareOfAdults[country]),
    },
    { categoryOf: (t) => t.activity, targets: activity },
    { categoryOf: (t) => t.income, targets: shares(INCOME_BRACKETS, population.incomeBracketShare[country]) },
    {
      // The occupation shares are of the employed: as shares of all adults they scale by the employment rate.
      categoryOf: (t) => (t.iscoGroup === null ? NOT_EMPLOYED : String(t.iscoGroup)),
      targets: new Map([
        ...[...occupation].map(([group, share]) => [group, share * employedShare] as const),
        [NOT_EMPLOYED, 1 - employedShare],
      ]),
    },
    {
      categoryOf: (t) => t.area,
      targets: shares(
        areas.map(([area]) => area),
        areas.map(([, share]) => share),
      ),
    },
  ];
}

/**
 * One weight per twin (same order), averaging 1 within the country, such that the weighted shares of age band,
 * activity, income, occupation and area match the population files. Deterministic: no randomness, fixed rounds.
 */
export function rakeWeights(
  twins: readonly WeightedTraits[],
  population: Population,
  country: CountryCode,
): number[] {
  return rake(twins, dimensionsOf(population, country));
}

/**
 * Raking (iterative proportional fitting): one weight per item, averaging 1, such that the weighted shares of each
 * dimension's categories match its targets (shares summing to 1). Deterministic: no randomness, fixed rounds.
 */
export function rake<T>(
  items: readonly T[],
  dimensions: ReadonlyArray<{ categoryOf: (item: T) => string; targets: Map<string, number> }>,
): number[] {
  const weights = items.map(() => 1);
  for (let round = 0; round < RAKING_ROUNDS; round += 1) {
    for (const { categoryOf, targets } of dimensions) {
      const totals = new Map<string, number>();
      items.forEach((item, i) =>
        totals.set(categoryOf(item), (totals.get(categoryOf(item)) ?? 0) + weights[i]!),
      );
      items.forEach((item, i) => {
        const category = categoryOf(item);
        const target = (targets.get(category) ?? 0) * items.length;
        const current = totals.get(category) ?? 0;
        // A category with no twins cannot be fitted; one the population lacks keeps its twins as they are.
        if (current > 0 && target > 0) weights[i] = weights[i]! * (target / current);
      });
    }
  }
  const mean = weights.reduce((a, b) => a + b, 0) / weights.length;
  // Four decimals: stable across platforms' floating point, and plenty for percentages.
  return weights.map((weight) => Math.round((weight / mean) * 10_000) / 10_000);
}
