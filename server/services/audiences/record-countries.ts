// A record's country: the country column's value (a name or an ISO code of a library country), else the country its
// city is in (the persona library's towns and the major cities of db/seed/major-cities.json, from GeoNames), else
// the country the user chose for the rest. A city that is not in its record's country is a warning with its rows.
import { COUNTRIES } from '@contracts/personas';
import type { AudienceCountries } from '@contracts/audiences';
import majorCities from '@db/seed/major-cities.json' with { type: 'json' };
import { libraryTowns } from '@db/seed/places';
import type { CountryCode, Population } from '@db/seed/population-data';

const COUNTRY_NAMES: Array<[RegExp, CountryCode]> = [
  [/^(mt|mlt|malta|maltese|republic of malta)$/, 'MT'],
  [
    /^(uk|gb|gbr|united kingdom|the united kingdom|great britain|britain|england|scotland|wales|northern ireland|british)$/,
    'UK',
  ],
  [/^(nl|nld|netherlands|the netherlands|holland|nederland|dutch)$/, 'NL'],
  [
    /^(us|usa|united states|the united states|united states of america|the united states of america|america|u s|u s a|american)$/,
    'US',
  ],
];

const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/^(saint|st) /, 'st ')
    .trim();

/** A country column's value (a name or ISO code) as a library country. */
export function countryOfName(value: string): CountryCode | undefined {
  const said = plain(value);
  return COUNTRY_NAMES.find(([pattern]) => pattern.test(said))?.[1];
}

export const countryName = (code: CountryCode) => COUNTRIES.find((c) => c.code === code)!.name;

/** Each known city name, with the population of the largest place of that name in each country it is in. */
export type Gazetteer = Map<string, Map<CountryCode, number>>;

const gazetteers = new WeakMap<object, Gazetteer>();

export function cityGazetteer(population: Pick<Population, 'cityShares'>): Gazetteer {
  const built = gazetteers.get(population);
  if (built) return built;
  const gazetteer: Gazetteer = new Map();
  gazetteers.set(population, gazetteer);
  const add = (country: CountryCode, city: string, people: number) => {
    for (const name of new Set([plain(city), plain(city).replace(/ city$/, '')])) {
      const countries = gazetteer.get(name) ?? new Map<CountryCode, number>();
      countries.set(country, Math.max(countries.get(country) ?? 0, people));
      gazetteer.set(name, countries);
    }
  };
  for (const [country, cities] of Object.entries(majorCities.cities) as Array<
    [CountryCode, Record<string, number>]
  >)
    for (const [city, people] of Object.entries(cities)) add(country, city, people);
  for (const country of Object.keys(population.cityShares) as CountryCode[])
    for (const town of libraryTowns(country, Object.keys(population.cityShares[country])))
      add(country, town, 0);
  return gazetteer;
}

/** How many times larger a city must be than its namesakes elsewhere to be taken for the one meant. */
const DOMINANT = 5;

/**
 * The country a city value names: a country after a comma ("Bristol, UK"), else the one country a known city of that
 * name is in. A name in several countries is the far larger one's (Bristol: the UK's, ten times its namesake's),
 * else the chosen country's when it has one, else unknown.
 */
export function countryOfCity(
  gazetteer: Gazetteer,
  city: string,
  chosen: CountryCode | undefined,
): CountryCode | undefined {
  const [name = '', ...rest] = city.split(',');
  const named = rest.length > 0 ? countryOfName(rest[rest.length - 1]!) : undefined;
  if (named) return named;
  const countries = [...(gazetteer.get(plain(name)) ?? [])].sort(([, a], [, b]) => b - a);
  if (countries.length <= 1) return countries[0]?.[0];
  const [[largest, people], [, next]] = countries as [[CountryCode, number], [CountryCode, number]];
  if (people >= DOMINANT * next) return largest;
  return countries.some(([country]) => country === chosen) ? chosen : undefined;
}

/**
 * Whether a known city fits this country: 'in', 'not-in' (no place of that name there), or 'unlikely' (there is one,
 * but the name's far larger namesake elsewhere is the likelier meaning: Bristol, Connecticut beside Bristol, England);
 * undefined for a city the gazetteer does not know.
 */
export function cityFit(
  gazetteer: Gazetteer,
  city: string,
  country: CountryCode,
): 'in' | 'not-in' | 'unlikely' | undefined {
  const [name = '', ...rest] = city.split(',');
  const named = rest.length > 0 ? countryOfName(rest[rest.length - 1]!) : undefined;
  if (named) return named === country ? 'in' : 'not-in';
  const countries = gazetteer.get(plain(name));
  if (!countries) return undefined;
  const here = countries.get(country);
  if (here === undefined) return 'not-in';
  const elsewhere = Math.max(0, ...[...countries].filter(([c]) => c !== country).map(([, people]) => people));
  return elsewhere >= DOMINANT * here && here > 0 ? 'unlikely' : 'in';
}

const withArticle = (country: CountryCode) => (country === 'MT' ? '' : 'the ') + countryName(country);

/** The most rows a warning or the missing list names. */
const LISTED_ROWS = 20;

/** Collects, row by row, where each record's country came from and which cities disagree with it. */
export class CountryCheck {
  private fromColumn = 0;
  private fromCity = 0;
  private fromChoice = 0;
  private readonly missing: number[] = [];
  private missingCount = 0;
  private readonly mismatches = new Map<
    string,
    { city: string; country: CountryCode; fit: 'not-in' | 'unlikely'; rows: number[] }
  >();

  constructor(
    private readonly gazetteer: Gazetteer,
    private readonly chosen: CountryCode | undefined,
  ) {}

  /** The record's country from its column's value (already read), its city, or the chosen one. */
  countryOf(line: number, columnCountry: CountryCode | undefined, city: string | undefined) {
    const cityName = city?.trim() || undefined;
    const inferred = cityName ? countryOfCity(this.gazetteer, cityName, this.chosen) : undefined;
    const country = columnCountry ?? inferred ?? this.chosen;
    if (columnCountry) this.fromColumn += 1;
    else if (inferred) this.fromCity += 1;
    else if (this.chosen) this.fromChoice += 1;
    else {
      this.missingCount += 1;
      if (this.missing.length < LISTED_ROWS) this.missing.push(line);
    }
    const fit = country && cityName ? cityFit(this.gazetteer, cityName, country) : undefined;
    if (country && cityName && (fit === 'not-in' || fit === 'unlikely')) {
      const key = `${plain(cityName)}|${country}`;
      const mismatch = this.mismatches.get(key) ?? { city: cityName, country, fit, rows: [] };
      mismatch.rows.push(line);
      this.mismatches.set(key, mismatch);
    }
    return country;
  }

  result(): AudienceCountries {
    return {
      from_column: this.fromColumn,
      from_city: this.fromCity,
      from_choice: this.fromChoice,
      missing_count: this.missingCount,
      missing_rows: this.missing,
      warnings: [...this.mismatches.values()].map(({ city, country, fit, rows }) => {
        const listed = rows.slice(0, LISTED_ROWS).join(', ');
        const where = `${city} (${rows.length > LISTED_ROWS ? `${rows.length} rows, first ${listed}` : `${rows.length === 1 ? 'row' : 'rows'} ${listed}`})`;
        const [likelier = country] = [...(this.gazetteer.get(plain(city)) ?? [])]
          .sort(([, a], [, b]) => b - a)
          .map(([c]) => c);
        return {
          city,
          country,
          row_count: rows.length,
          rows: rows.slice(0, LISTED_ROWS),
          message:
            fit === 'not-in'
              ? `${where} is not in ${withArticle(country)}.`
              : `${where} is probably not in ${withArticle(country)}: the far larger ${city} is in ${withArticle(likelier)}.`,
        };
      }),
    };
  }
}
