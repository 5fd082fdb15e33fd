// Each row of an uploaded table read into a twin's facts through the user's mapping, or refused with its reason.
import {
  SINGLE_COLUMN_FIELDS,
  type AudienceCountries,
  type AudienceField,
  type AudienceMapping,
  type RejectedRow,
} from '@contracts/audiences';
import { REFERENCE_YEAR } from '@db/seed/generate-library';
import type { EducationLevel, MaritalStatus } from '@db/seed/narrative';
import { INCOME_BRACKETS, type CountryCode, type Population } from '@db/seed/population-data';
import type { RecordFacts } from '@db/seed/record-twin';
import type { VenueHabits } from '@db/seed/venue-habits';
import { badRequest } from '../../errors';
import type { Table } from '../../infrastructure/audience-file/table';
import { identifiesPerson, proposeColumn } from './propose-mapping';
import { CountryCheck, cityGazetteer, countryOfName } from './record-countries';

export const NO_USABLE_FIELD =
  'Map at least one column to a twin field: none of the mapped columns can describe a twin.';
const MAX_TEXT = 300;

/** Empty or repeated headers make columns impossible to tell apart: the file is refused before anything else. */
export function checkHeader(table: Table) {
  table.header.forEach((name, i) => {
    if (name === '')
      throw badRequest(`Column ${i + 1} of line ${table.headerLine} has no header. Name every column.`);
  });
  const seen = new Set<string>();
  for (const name of table.header) {
    const key = name.toLowerCase();
    if (seen.has(key))
      throw badRequest(`Two columns are both called "${name}". Give every column its own header.`);
    seen.add(key);
  }
  if (table.rows.length === 0) throw badRequest('The file has a header but no records.');
}

/** Each column's proposal, from its header and first values. */
export function proposeMapping(table: Table) {
  return table.header.map((name, i) => ({
    name,
    ...proposeColumn(
      name,
      table.rows.slice(0, 50).map((row) => row.cells[i] ?? ''),
    ),
  }));
}

/**
 * The mapping to use: the proposal, with the user's choices over it. Columns detected as identifying stay
 * identifying whatever was asked; a field that can come from one column only may be mapped once.
 */
export function settleMapping(table: Table, chosen: AudienceMapping | undefined): Map<number, AudienceField> {
  const proposal = proposeMapping(table);
  const known = new Set(table.header);
  for (const name of Object.keys(chosen ?? {}))
    if (!known.has(name)) throw badRequest(`The mapping names a column the file does not have: "${name}".`);
  const settled = new Map<number, AudienceField>();
  proposal.forEach((column, i) => {
    const field = chosen ? (chosen[column.name] ?? 'ignore') : column.proposed;
    if (column.identifying && field !== 'identifying' && field !== 'ignore')
      throw badRequest(`Column "${column.name}" identifies a person, so it is never stored or used.`);
    settled.set(i, column.identifying ? 'identifying' : field);
  });
  for (const field of SINGLE_COLUMN_FIELDS) {
    const columns = [...settled].filter(([, f]) => f === field);
    if (columns.length > 1)
      throw badRequest(
        `${columns.map(([i]) => `"${table.header[i]}"`).join(' and ')} are both mapped to ${field.replace(/_/g, ' ')}; choose one.`,
      );
  }
  if (![...settled.values()].some((field) => field !== 'identifying' && field !== 'ignore'))
    throw badRequest(NO_USABLE_FIELD);
  return settled;
}

const EDUCATION_WORDS: Array<[RegExp, EducationLevel | 'below-secondary']> = [
  [
    /\b(phd|doctorate|doctoral|master|masters|msc|ma|mba|postgraduate|graduate degree|wo master)\b/,
    'graduate',
  ],
  [
    /\b(bachelor|bachelors|ba|bsc|undergraduate degree|university degree|college degree|degree|hbo|wo bachelor)\b/,
    'bachelor',
  ],
  [/\b(some college|some university|college no degree)\b/, 'some-college'],
  [/\b(associate|diploma|vocational|apprenticeship|trade|btec|nvq|mbo|mcast|technical)\b/, 'associate'],
  [
    /\b(none|no qualifications|primary|less than high school|below secondary|no schooling|elementary)\b/,
    'below-secondary',
  ],
  [/\b(high school|secondary|a levels?|gcses?|o levels?|havo|vwo|vmbo|sec|matsec|school)\b/, 'secondary'],
];
const MARITAL_WORDS: Array<[RegExp, MaritalStatus]> = [
  [/\b(widow|widowed|widower)\b/, 'widowed'],
  [/\b(divorced|separated)\b/, 'divorced'],
  [/\b(married|civil partnership|spouse)\b/, 'married'],
  [/\b(partner|cohabiting|living together|de facto|in a relationship)\b/, 'partner'],
  [/\b(single|never married|unmarried)\b/, 'single'],
];
const YES = /^(yes|y|true|1|has children|with children|ja)$/;
const NO = /^(no|n|false|0|none|no children|nee)$/;
const VISIT_FIELDS: Partial<Record<AudienceField, keyof VenueHabits>> = {
  bar_visits: 'bar',
  coffee_house_visits: 'coffee_house',
  takeaway_visits: 'takeaway',
  budget_restaurant_visits: 'restaurant_budget',
  restaurant_visits: 'restaurant_mid',
};

const words = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** '£32,500', '32.5k', '45000 EUR' → a number; a range ('20k-30k') → its middle. */
function amountOf(value: string): number | undefined {
  const parts = value
    .toLowerCase()
    .replace(/[,\s]/g, '')
    .split(/(?<=\d)(?:-|–|to)(?=\D*\d)/)
    .map((part) => {
      const match = /^[^\d-]*(\d+(?:\.\d+)?)(k|m)?[a-z€£$]*$/.exec(part);
      if (!match) return undefined;
      return Number(match[1]) * (match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1);
    });
  if (parts.length === 0 || parts.length > 2 || parts.some((p) => p === undefined)) return undefined;
  return (parts as number[]).reduce((a, b) => a + b, 0) / parts.length;
}

function wholeNumber(value: string, low: number, high: number): number | undefined {
  if (!/^\d+(\.0+)?$/.test(value)) return undefined;
  const number = Number(value);
  return number >= low && number <= high ? number : undefined;
}

/** Emails and phone numbers someone typed into a free-text answer are struck out before it is kept. */
export function scrubText(value: string, names: PersonalNames = NO_NAMES): string {
  return (
    strikeNames(value, names)
      // Tried only where a run of such characters starts (where a match starts anyway), so a long cell without
      // spaces is scanned once rather than once from each of its characters.
      .replace(/(?<![^\s@])[^\s@]+@[^\s@]+\.[^\s@]+/g, '[email removed]')
      .replace(/\+?\d[\d\s().-]{6,}\d/g, (match) =>
        match.replace(/\D/g, '').length >= 8 ? '[number removed]' : match,
      )
      .slice(0, MAX_TEXT)
  );
}

/**
 * The personal names a file's kept text must not hold: every capitalised word of its identifying cells (a name
 * column's names, the name in an email address's cell), and the forenames of the persona library's name list.
 */
export type PersonalNames = { inFile: ReadonlySet<string>; forenames: ReadonlySet<string> };
const NO_NAMES: PersonalNames = { inFile: new Set(), forenames: new Set() };

const CAPITALISED_WORD = /\p{Lu}[\p{L}'’-]+/gu;
/** Capitalised words in a row, one space apart: where a first name and surname stand. */
const CAPITALISED_RUN = /\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)*/gu;

export function personalNames(
  table: Table,
  mapping: Map<number, AudienceField>,
  population: Pick<Population, 'forenames'>,
): PersonalNames {
  const inFile = new Set<string>();
  for (const [index, field] of mapping)
    if (field === 'identifying')
      for (const row of table.rows)
        for (const [word] of (row.cells[index] ?? '').matchAll(CAPITALISED_WORD)) inFile.add(word);
  return { inFile, forenames: new Set(population.forenames.map((forename) => forename.name)) };
}

/**
 * Strikes the file's own names wherever they stand, and a listed forename with the capitalised word after it (a first
 * name and surname), each run of struck words as one "[name removed]"; a listed forename on its own may be an
 * ordinary word ("Will", "May") and stays.
 */
export function strikeNames(text: string, names: PersonalNames): string {
  return text.replace(CAPITALISED_RUN, (run) => {
    const parts = run.split(/\s+/);
    const isName = parts.map(
      (word, i) =>
        names.inFile.has(word) ||
        (names.forenames.has(word) && i + 1 < parts.length) ||
        (i > 0 && names.forenames.has(parts[i - 1]!)),
    );
    return parts
      .map((word, i) => (isName[i] ? (isName[i - 1] ? '' : '[name removed]') : word))
      .filter(Boolean)
      .join(' ');
  });
}

type Facts = Omit<RecordFacts, 'country' | 'income'> & {
  country?: CountryCode;
  income?: RecordFacts['income'];
  /** An amount, placed in a band once the file's other amounts are known. */
  incomeAmount?: number;
};
export type ReadRecord = { line: number; facts: RecordFacts };

/** One field's value into the facts; a string is the reason the value cannot be used. */
function readField(
  field: AudienceField,
  raw: string,
  facts: Facts,
  names: PersonalNames,
): string | undefined {
  const value = raw.trim();
  const said = words(value);
  // A reason is shown and kept with the audience: a value that reaches a person is never quoted in it.
  const quoted = identifiesPerson(value)
    ? 'that looks like an email address or phone number'
    : strikeNames(value, names) !== value
      ? 'that looks like a personal name'
      : `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  switch (field) {
    case 'age': {
      const age = wholeNumber(value, 0, 120);
      if (age === undefined) return `age ${quoted} is not a number of years`;
      if (age < 18) return `age ${age} is under 18: twins are adults`;
      if (age > 110) return `age ${age} is over 110`;
      facts.age ??= age;
      return undefined;
    }
    case 'birth_year': {
      const year = Number(/\b(19|20)\d{2}\b/.exec(value)?.[0]);
      if (!year) return `birth year ${quoted} is not a year`;
      const age = REFERENCE_YEAR - year;
      if (age < 18) return `born in ${year}: under 18, and twins are adults`;
      if (age > 110) return `born in ${year}: over 110`;
      facts.age = age;
      return undefined;
    }
    case 'gender':
      if (/^(f|female|woman|women|w|femme|vrouw|v)$/.test(said)) facts.gender = 'female';
      else if (/^(m|male|man|men|homme|man)$/.test(said)) facts.gender = 'male';
      else return `gender ${quoted} is not one the twins can take yet (female or male)`;
      return undefined;
    case 'country': {
      const country = countryOfName(value);
      if (!country)
        return `country ${quoted} is not one the twins can live in (Malta, United Kingdom, Netherlands, United States)`;
      facts.country = country;
      return undefined;
    }
    case 'city':
      if (identifiesPerson(value) || /\d/.test(value) || value.length > 60)
        return `city ${quoted} is not a city name`;
      facts.city = value;
      return undefined;
    case 'income_band': {
      const band = /^(low|lower)( income)?$/.test(said)
        ? 'Low'
        : /^(middle|medium|mid|average)( income)?$/.test(said)
          ? 'Middle'
          : /^(high|higher|upper)( income)?$/.test(said)
            ? 'High'
            : undefined;
      if (band) facts.income = band;
      else {
        const amount = amountOf(value);
        if (amount === undefined) return `income band ${quoted} is neither low, middle, high nor an amount`;
        facts.incomeAmount = amount;
      }
      return undefined;
    }
    case 'income': {
      const amount = amountOf(value);
      if (amount === undefined) return `income ${quoted} is not an amount`;
      facts.incomeAmount = amount;
      return undefined;
    }
    case 'education': {
      const level = EDUCATION_WORDS.find(([pattern]) => pattern.test(said))?.[1];
      if (!level) return `education ${quoted} is not a level the twins know`;
      facts.education = level;
      return undefined;
    }
    case 'occupation':
      if (
        identifiesPerson(value) ||
        strikeNames(value, names) !== value ||
        value.length > 80 ||
        /^[=+@]/.test(value)
      )
        return `occupation ${quoted} is not a job`;
      facts.occupation = value.charAt(0).toUpperCase() + value.slice(1);
      return undefined;
    case 'marital_status': {
      const status = MARITAL_WORDS.find(([pattern]) => pattern.test(said))?.[1];
      if (!status) return `marital status ${quoted} is not one the twins know`;
      facts.marital = status;
      return undefined;
    }
    case 'children': {
      const count = wholeNumber(value, 0, 30);
      if (count !== undefined) facts.children = count > 0;
      else if (YES.test(said)) facts.children = true;
      else if (NO.test(said)) facts.children = false;
      else return `children ${quoted} is neither yes, no nor a number`;
      return undefined;
    }
    case 'household_size': {
      const size = wholeNumber(value, 1, 20);
      if (size === undefined) return `household size ${quoted} is not a number of people`;
      facts.householdSize = size;
      return undefined;
    }
    case 'attitude':
      (facts.attitudes ??= []).push(scrubText(value, names));
      return undefined;
    default: {
      const habit = VISIT_FIELDS[field];
      if (!habit) return undefined;
      const visits = /^\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
      if (visits === undefined || visits > 31)
        return `${field.replace(/_/g, ' ')} ${quoted} is not a number of visits a month (0–31)`;
      (facts.habits ??= {})[habit] = visits;
      return undefined;
    }
  }
}

/**
 * Every row through the mapping: the usable ones as facts, the others with their line and reasons, and where the
 * countries came from (record-countries.ts). Income amounts become bands the way the library's incomes do: ranked
 * within the country, cut at its national bracket shares.
 */
export function readRecords(
  table: Table,
  mapping: Map<number, AudienceField>,
  population: Population,
  defaultCountry: CountryCode | undefined,
): { records: ReadRecord[]; rejected: RejectedRow[]; countries: AudienceCountries } {
  const read: Array<{ line: number; facts: Facts }> = [];
  const rejected: RejectedRow[] = [];
  const names = personalNames(table, mapping, population);
  const countries = new CountryCheck(cityGazetteer(population), defaultCountry);
  const countryColumn = [...mapping].find(([, field]) => field === 'country')?.[0];
  for (const row of table.rows) {
    const facts: Facts = {};
    const reasons: string[] = [];
    if (
      row.cells.length > table.header.length &&
      row.cells.slice(table.header.length).some((c) => c.trim() !== '')
    )
      reasons.push(`it has ${row.cells.length} cells but the header has ${table.header.length} columns`);
    for (const [index, field] of mapping) {
      if (field === 'identifying' || field === 'ignore') continue;
      const value = row.cells[index] ?? '';
      if (value.trim() === '') continue;
      const reason = readField(field, value, facts, names);
      if (reason) reasons.push(reason);
    }
    // A country value that is not a library country is the row's reason; the city or the choice does not replace it.
    if (facts.country || countryColumn === undefined || !row.cells[countryColumn]?.trim())
      facts.country = countries.countryOf(row.line, facts.country, facts.city);
    if (!facts.country && reasons.length === 0)
      reasons.push('it has no country (map a country column or choose one for all records)');
    if (reasons.length > 0) rejected.push({ line: row.line, reason: capitalise(reasons.join('; ')) });
    else read.push({ line: row.line, facts });
  }
  placeIncomeAmounts(
    read.map((r) => r.facts),
    population,
  );
  return {
    records: read.map(({ line, facts: { incomeAmount: _amount, ...facts } }) => ({
      line,
      facts: facts as RecordFacts,
    })),
    rejected,
    countries: countries.result(),
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1) + '.';

function placeIncomeAmounts(all: Facts[], population: Population) {
  const byCountry = new Map<CountryCode, Facts[]>();
  for (const facts of all)
    if (facts.incomeAmount !== undefined && facts.income === undefined && facts.country)
      byCountry.set(facts.country, [...(byCountry.get(facts.country) ?? []), facts]);
  for (const [country, facts] of byCountry) {
    const shares = population.incomeBracketShare[country];
    const total = shares.reduce((a, b) => a + b, 0);
    const ranked = [...facts].sort((a, b) => a.incomeAmount! - b.incomeAmount!);
    let cumulative = 0;
    const cuts = shares.map((share) => (cumulative += share / total));
    ranked.forEach((f, i) => {
      const position = (i + 0.5) / ranked.length;
      f.income =
        INCOME_BRACKETS[
          Math.max(
            0,
            cuts.findIndex((cut) => position <= cut),
          )
        ] ?? 'High';
    });
  }
}
