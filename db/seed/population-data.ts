// Reads the population statistics (a verbatim copy of shared/data/population, see population/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COUNTRY_CODES = ['MT', 'UK', 'NL', 'US'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export type Gender = 'female' | 'male';
export const ACTIVITY_STATUSES = ['employed', 'unemployed', 'retired', 'student', 'otherInactive'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const INCOME_BRACKETS = ['Low', 'Middle', 'High'] as const;
export type IncomeBracket = (typeof INCOME_BRACKETS)[number];

type PerCountry<T> = Record<CountryCode, T>;

export type Forename = { country: CountryCode; year: number; gender: Gender; name: string };

export type Population = {
  ageBands: string[];
  ageShareOfAdults: PerCountry<number[]>;
  iscoMajorGroups: string[];
  occupationShareOfEmployed: PerCountry<number[]>;
  /** ISCO 25 (ICT professionals), % of employed. */
  ictShareOfEmployed: PerCountry<number>;
  /** ISCO 24 (business and administration professionals), % of employed, where published. */
  businessShareOfEmployed: Partial<PerCountry<number>>;
  activityShareOfAdults: PerCountry<number[]>;
  incomeBracketShare: PerCountry<number[]>;
  /** Area name to % of residents, as marginals.json names them. */
  cityShares: PerCountry<Record<string, number>>;
  traditionalToSecular: PerCountry<number>;
  forenames: Forename[];
  surnames: PerCountry<string[]>;
};

export const populationDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'population');

/** The CSVs name the United Kingdom GB; the product calls it UK. */
const countryOf = (code: string): CountryCode | undefined => {
  const mapped = code === 'GB' ? 'UK' : code;
  return (COUNTRY_CODES as readonly string[]).includes(mapped) ? (mapped as CountryCode) : undefined;
};

function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(populationDirectory, file), 'utf8').trim().split(/\r?\n/);
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}

function withoutFlags(shares: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(shares).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

function perCountry<T>(read: (code: CountryCode) => T): PerCountry<T> {
  return Object.fromEntries(COUNTRY_CODES.map((code) => [code, read(code)])) as PerCountry<T>;
}

export function loadPopulation(): Population {
  const marginals = JSON.parse(readFileSync(path.join(populationDirectory, 'marginals.json'), 'utf8'));
  const sameList = (a: readonly string[], b: readonly string[]) => a.join() === b.join();
  if (
    !sameList(marginals.activityShareOfAdults.columns, ACTIVITY_STATUSES) ||
    !sameList(marginals.incomeBracketShare.columns, INCOME_BRACKETS)
  ) {
    throw new Error(
      'marginals.json lists activity or income columns in an order the generator does not know',
    );
  }
  const forenames = readCsv('names_forenames_MT_GB_NL_US.csv').flatMap((row): Forename[] => {
    const country = countryOf(row.Country ?? '');
    const name = row['Romanized Name'];
    if (!country || !name) return [];
    return [{ country, year: Number(row.Year), gender: row.Gender === 'F' ? 'female' : 'male', name }];
  });
  const surnames = perCountry<string[]>(() => []);
  const seenRanks = new Set<string>();
  for (const row of readCsv('names_surnames_MT_GB_NL_US.csv')) {
    const country = countryOf(row.Country ?? '');
    // Spelling variants share a rank (Van Dijk / Van Dyk); keep the first.
    const rank = `${row.Country}-${row.Rank}`;
    if (!country || !row['Romanized Name'] || seenRanks.has(rank)) continue;
    seenRanks.add(rank);
    surnames[country].push(row['Romanized Name']);
  }
  return {
    ageBands: marginals.ageBands,
    ageShareOfAdults: perCountry((c) => marginals.ageShareOfAdults[c]),
    iscoMajorGroups: marginals.iscoMajorGroups,
    occupationShareOfEmployed: perCountry((c) => marginals.occupationShareOfEmployed[c]),
    ictShareOfEmployed: perCountry((c) => marginals.selectedIsco2Digit.ISCO25[c]),
    businessShareOfEmployed: marginals.selectedIsco2Digit.ISCO24,
    activityShareOfAdults: perCountry((c) => marginals.activityShareOfAdults[c]),
    incomeBracketShare: perCountry((c) => marginals.incomeBracketShare[c]),
    cityShares: perCountry((c) => withoutFlags(marginals.cities[c])),
    traditionalToSecular: perCountry((c) => marginals.valuesTraditionalToSecular[c]),
    forenames,
    surnames,
  };
}
