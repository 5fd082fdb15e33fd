// The library's own shares per country beside the population targets they were drawn from: as counted, and as
// weighted by each twin's survey weight (the shares every aggregate figure uses).
import type { LibraryPersona } from './generate-library';
import {
  ACTIVITY_STATUSES,
  COUNTRY_CODES,
  INCOME_BRACKETS,
  type CountryCode,
  type Population,
} from './population-data';

export type Marginal = {
  dimension: string;
  category: string;
  targetPercent: number;
  libraryPercent: number;
  weightedPercent: number;
};

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function compare(
  dimension: string,
  categories: readonly string[],
  targets: readonly number[],
  twins: readonly LibraryPersona[],
  categoryOf: (twin: LibraryPersona) => string,
): Marginal[] {
  const targetTotal = sum(targets);
  const totalWeight = sum(twins.map((twin) => twin.weight));
  return categories.map((category, i) => {
    const inCategory = twins.filter((twin) => categoryOf(twin) === category);
    return {
      dimension,
      category,
      targetPercent: percent(targets[i] ?? 0, targetTotal),
      libraryPercent: percent(inCategory.length, twins.length),
      weightedPercent: percent(sum(inCategory.map((twin) => twin.weight)), totalWeight),
    };
  });
}

export function libraryMarginals(
  library: readonly LibraryPersona[],
  population: Population,
): Record<CountryCode, Marginal[]> {
  const result = {} as Record<CountryCode, Marginal[]>;
  for (const country of COUNTRY_CODES) {
    const twins = library.filter((p) => p.countryCode === country);
    const employed = twins.filter((p) => p.activityStatus === 'employed');
    const areas = Object.entries(population.cityShares[country]);
    result[country] = [
      ...compare(
        'age band',
        population.ageBands,
        population.ageShareOfAdults[country],
        twins,
        (p) => p.segments.age_group,
      ),
      ...compare(
        'activity',
        ACTIVITY_STATUSES,
        population.activityShareOfAdults[country],
        twins,
        (p) => p.activityStatus,
      ),
      ...compare(
        'income',
        INCOME_BRACKETS,
        population.incomeBracketShare[country],
        twins,
        (p) => p.segments.income_bracket,
      ),
      ...compare(
        'ISCO group (of employed)',
        population.iscoMajorGroups,
        population.occupationShareOfEmployed[country],
        employed,
        (p) => population.iscoMajorGroups[(p.iscoGroup ?? 0) - 1] ?? '',
      ),
      ...compare(
        'area',
        areas.map(([area]) => area),
        areas.map(([, share]) => share),
        twins,
        (p) => p.segments.area,
      ),
    ];
  }
  return result;
}
