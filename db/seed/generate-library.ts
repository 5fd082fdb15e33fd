// The digital-twin library: drawn deterministically from the population marginals in ./population.
import type { personas } from '../schema/personas';
import { EXTRA_MALTESE_SURNAMES, forenamePool } from './forenames';
import {
  describePersonality,
  drawBigFive,
  drawEducation,
  drawHousehold,
  drawValues,
  writeBiography,
  type EducationLevel,
  type MaritalStatus,
} from './narrative';
import {
  drawJobTitle,
  lowerFirst,
  otherInactiveOccupation,
  studentOccupation,
  type JobTitle,
} from './occupations';
import { townIn } from './places';
import { rakeWeights } from './twin-weights';
import { drawVenueHabits, type VenueHabits } from './venue-habits';
import {
  ACTIVITY_STATUSES,
  COUNTRY_CODES,
  INCOME_BRACKETS,
  loadPopulation,
  type ActivityStatus,
  type CountryCode,
  type Gender,
  type IncomeBracket,
  type Population,
} from './population-data';
import { mulberry32, normal, pick, shuffled, type Random } from '@contracts/seeded-random';
import { allocateCounts, pickWeighted, sampleWeighted } from './weighted-draws';

/** Bump whenever the generator or the population files change: seeding replaces rows of any other version. */
export const LIBRARY_VERSION = 'lib-2026.4';
export const LIBRARY_SEED = 20_260_401;
export const TWINS_PER_COUNTRY = 250;
/**
 * The cities the spec's filter names (contracts/personas.ts CITIES, checked by a server test) hold at least this
 * many twins, two full panels of 7; the extra twins come from the country's largest area, and weights
 * (twin-weights.ts) give the national shares back.
 */
export const FILTER_CITIES = ['London', 'Amsterdam', 'Valletta'] as const;
export const FILTER_CITY_MINIMUM = 14;
/** Ages are as of this year; birth decades (and so names) follow from it. */
export const REFERENCE_YEAR = 2026;

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  MT: 'Malta',
  UK: 'United Kingdom',
  NL: 'Netherlands',
  US: 'United States',
};

export type LibraryPersona = Required<Omit<typeof personas.$inferInsert, 'profileImage' | 'createdAt'>> & {
  segments: {
    income_bracket: IncomeBracket;
    age_group: string;
    area: string;
    marital_status: MaritalStatus;
    has_children: boolean;
    education_level: EducationLevel;
    habits: VenueHabits;
  };
};

export type LibraryOptions = { seed?: number; version?: string; perCountry?: number };

type Draft = {
  band: string;
  age: number;
  gender: Gender;
  status: ActivityStatus;
  iscoGroup?: number;
  /** The current job, or the last one of the retired and unemployed. */
  job?: JobTitle;
  income?: IncomeBracket;
  area?: string;
};

export function generateLibrary(
  population: Population = loadPopulation(),
  options: LibraryOptions = {},
): LibraryPersona[] {
  const { seed = LIBRARY_SEED, version = LIBRARY_VERSION, perCountry = TWINS_PER_COUNTRY } = options;
  const usedNames: UsedNames = { drawn: new Set(), given: [] };
  // One stream per country, so that a change in one country leaves the others as they were.
  return COUNTRY_CODES.flatMap((country, index) =>
    generateCountry(population, country, perCountry, mulberry32(seed + index * 7919), version, usedNames),
  );
}

function generateCountry(
  population: Population,
  country: CountryCode,
  count: number,
  random: Random,
  version: string,
  usedNames: UsedNames,
): LibraryPersona[] {
  const bandCounts = allocateCounts(count, population.ageShareOfAdults[country]);
  const bands = population.ageBands.flatMap((band, i) => Array<string>(bandCounts[i] ?? 0).fill(band));
  const drafts: Draft[] = shuffled(random, bands).map((band) => ({
    band,
    age: drawAge(random, band),
    gender: random() < 0.5 ? 'female' : 'male',
    status: 'employed',
  }));
  assignActivity(random, population, country, drafts);
  assignOccupations(random, population, country, drafts);
  assignIncome(random, population, country, drafts);
  assignAreas(random, population, country, drafts);
  const twins = drafts.map((draft, i) =>
    describe(
      random,
      population,
      country,
      draft,
      `twin-${country.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
      version,
      usedNames,
    ),
  );
  const weights = rakeWeights(
    drafts.map((draft) => ({
      ageBand: draft.band,
      activity: draft.status,
      income: draft.income ?? 'Middle',
      iscoGroup: draft.status === 'employed' ? (draft.iscoGroup ?? null) : null,
      area: draft.area ?? '',
    })),
    population,
    country,
  );
  return twins.map((twin, i) => ({ ...twin, weight: weights[i]! }));
}

/** Uniform within a band; past 65 the number of people falls steadily towards 95. */
export function drawAge(random: Random, band: string): number {
  const [low, high] = band.endsWith('+') ? [Number(band.slice(0, -1)), 94] : band.split('-').map(Number);
  const ages = Array.from({ length: (high as number) - (low as number) + 1 }, (_, i) => (low as number) + i);
  return band.endsWith('+') ? pickWeighted(random, ages, (age) => 95 - age) : pick(random, ages);
}

/**
 * Status counts come from the country's activity shares; who gets which follows age, as marginals.json
 * advises: 65+ mostly retired (some still working), 18-24 mostly students.
 */
export const ACTIVITY_AGE_WEIGHT: Record<Exclude<ActivityStatus, 'employed'>, (age: number) => number> = {
  retired: (age) => (age < 55 ? 0 : age < 60 ? 0.1 : age < 65 ? 0.6 : age < 70 ? 2 : age < 75 ? 5 : 10),
  student: (age) =>
    age < 20 ? 10 : age < 22 ? 8 : age < 25 ? 4 : age < 30 ? 0.8 : age < 40 ? 0.1 : age < 65 ? 0.03 : 0,
  unemployed: (age) => (age < 25 ? 2 : age < 65 ? 1 : 0),
  otherInactive: (age) => (age < 25 ? 0.3 : age < 45 ? 1 : age < 65 ? 1.2 : 0.5),
};

function assignActivity(random: Random, population: Population, country: CountryCode, drafts: Draft[]) {
  const counts = allocateCounts(drafts.length, population.activityShareOfAdults[country]);
  let open = drafts;
  for (const status of ['retired', 'student', 'unemployed', 'otherInactive'] as const) {
    const chosen = new Set(
      sampleWeighted(random, open, counts[ACTIVITY_STATUSES.indexOf(status)] ?? 0, (d) =>
        ACTIVITY_AGE_WEIGHT[status](d.age),
      ),
    );
    for (const draft of chosen) draft.status = status;
    open = open.filter((draft) => !chosen.has(draft));
  }
}

/** Managers and professionals are rarely very young; entry-level service and manual jobs lean young. */
export function groupAgeWeight(group: number, age: number): number {
  if (group === 1)
    return age < 22 ? 0 : age < 25 ? 0.1 : age < 30 ? 0.4 : age < 35 ? 0.8 : age < 65 ? 1.3 : 0.8;
  if (group === 2) return age < 21 ? 0 : age < 23 ? 0.3 : 1;
  if (group === 3) return 1;
  return age < 25 ? 1.4 : 1;
}

function assignOccupations(random: Random, population: Population, country: CountryCode, drafts: Draft[]) {
  const shares = population.occupationShareOfEmployed[country];
  const employed = drafts.filter((d) => d.status === 'employed');
  const counts = allocateCounts(employed.length, shares);
  let open = employed;
  for (let group = 1; group <= shares.length; group += 1) {
    const chosen = new Set(
      sampleWeighted(random, open, counts[group - 1] ?? 0, (d) => groupAgeWeight(group, d.age)),
    );
    for (const draft of chosen) draft.iscoGroup = group;
    open = open.filter((draft) => !chosen.has(draft));
  }
  for (const draft of drafts) {
    if (draft.status === 'employed' || draft.status === 'retired' || draft.status === 'unemployed') {
      const group =
        draft.iscoGroup ??
        pickWeighted(
          random,
          shares.map((_, i) => i + 1),
          (g) => (shares[g - 1] as number) * groupAgeWeight(g, draft.age),
        );
      draft.job = drawJobTitle(random, population, country, group, draft.age);
      if (draft.status !== 'employed') draft.iscoGroup = group;
    }
  }
}

/**
 * Bracket shares come from the data; who is where follows a latent equivalised-income score. The effects
 * below only order people (managers and professionals above elementary jobs, students and the unemployed
 * lowest, household circumstances as noise); the cut points then reproduce the country's shares exactly.
 */
const GROUP_INCOME_EFFECT = [1.2, 0.9, 0.5, 0.1, -0.35, -0.3, 0, -0.1, -0.6];
const STATUS_INCOME_EFFECT: Record<ActivityStatus, number> = {
  employed: 0,
  student: -1,
  unemployed: -1.3,
  retired: -0.3,
  otherInactive: -0.8,
};

function latentIncome(random: Random, draft: Draft): number {
  const group = GROUP_INCOME_EFFECT[(draft.iscoGroup ?? 5) - 1] ?? 0;
  const work =
    draft.status === 'employed'
      ? group + (draft.job?.senior ? 0.6 : 0)
      : draft.status === 'retired'
        ? 0.4 * group
        : 0;
  const career =
    draft.status !== 'employed' ? 0 : draft.age < 25 ? -0.3 : draft.age >= 35 && draft.age < 60 ? 0.2 : 0;
  return STATUS_INCOME_EFFECT[draft.status] + work + career + 0.7 * normal(random);
}

function assignIncome(random: Random, population: Population, country: CountryCode, drafts: Draft[]) {
  const counts = allocateCounts(drafts.length, population.incomeBracketShare[country]);
  const ranked = drafts
    .map((draft) => ({ draft, score: latentIncome(random, draft) }))
    .sort((a, b) => a.score - b.score);
  let next = 0;
  INCOME_BRACKETS.forEach((bracket, i) => {
    for (const { draft } of ranked.slice(next, next + (counts[i] ?? 0))) draft.income = bracket;
    next += counts[i] ?? 0;
  });
}

function assignAreas(random: Random, population: Population, country: CountryCode, drafts: Draft[]) {
  const areas = Object.entries(population.cityShares[country]);
  const counts = allocateCounts(
    drafts.length,
    areas.map(([, share]) => share),
  );
  // Filter cities get their minimum, taken from the largest area.
  const largest = counts.indexOf(Math.max(...counts));
  areas.forEach(([area], i) => {
    const missing = (FILTER_CITIES as readonly string[]).includes(area)
      ? FILTER_CITY_MINIMUM - (counts[i] ?? 0)
      : 0;
    if (missing <= 0) return;
    counts[i] = FILTER_CITY_MINIMUM;
    counts[largest] = (counts[largest] ?? 0) - missing;
  });
  const slots = shuffled(
    random,
    areas.flatMap(([area], i) => Array<string>(counts[i] ?? 0).fill(area)),
  );
  drafts.forEach((draft, i) => (draft.area = slots[i]));
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'the', 'to']);
export const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

function occupationOf(random: Random, draft: Draft): string {
  const job = draft.job ? lowerFirst(draft.job.title) : '';
  switch (draft.status) {
    case 'employed':
      return draft.job?.title ?? '';
    case 'retired':
      return `Retired ${job}`;
    case 'unemployed':
      return `Unemployed ${job}`;
    case 'student':
      return studentOccupation(random);
    case 'otherInactive':
      return otherInactiveOccupation(random, draft.age);
  }
}

/** How many twins drawn before this one must all have other surnames (a panel holds at most 7). */
const RECENT_SURNAMES = 6;
const surnameOf = (name: string): string => name.split(' ').slice(1).join(' ');

/**
 * Names drawn from the random stream (which decide how often it redraws) and names given, in order; `reserved`
 * holds lower-cased names no twin may carry (the real people of an uploaded customer file).
 */
export type UsedNames = { drawn: Set<string>; given: string[]; reserved?: Set<string> };

const isReserved = (usedNames: UsedNames, name: string) =>
  usedNames.reserved?.has(name.toLowerCase()) ?? false;

export function drawName(
  random: Random,
  population: Population,
  country: CountryCode,
  draft: Pick<Draft, 'gender' | 'age'>,
  usedNames: UsedNames,
) {
  const forenames = forenamePool(population.forenames, country, draft.gender, REFERENCE_YEAR - draft.age);
  const surnames =
    country === 'MT' ? [...population.surnames.MT, ...EXTRA_MALTESE_SURNAMES] : population.surnames[country];
  let name = '';
  let firstName = '';
  let surname = '';
  // Redraw a name already drawn; the pools are large enough that this ends within a few tries. The draws are
  // kept exactly as before, so the random stream (and every other field of every twin) stays as it was.
  for (
    let attempt = 0;
    attempt < 100 && (name === '' || usedNames.drawn.has(name) || isReserved(usedNames, name));
    attempt += 1
  ) {
    firstName = pick(random, forenames);
    surname = pick(random, surnames);
    name = `${firstName} ${surname}`;
  }
  usedNames.drawn.add(name);
  // Twins drawn one after another often sit in one panel: the drawn surname moves on to the next one in the list
  // not used by the twins just before (nor making a name already given), without another random draw.
  const recent = new Set(usedNames.given.slice(-RECENT_SURNAMES).map(surnameOf));
  const given = new Set(usedNames.given);
  const start = surnames.indexOf(surname);
  for (let step = 0; step < surnames.length; step += 1) {
    const candidate = surnames[(start + step) % surnames.length]!;
    const shifted = `${firstName} ${candidate}`;
    if (!recent.has(candidate) && !given.has(shifted) && !isReserved(usedNames, shifted)) {
      surname = candidate;
      break;
    }
  }
  usedNames.given.push(`${firstName} ${surname}`);
  return { name: `${firstName} ${surname}`, firstName };
}

function describe(
  random: Random,
  population: Population,
  country: CountryCode,
  draft: Draft,
  id: string,
  version: string,
  usedNames: UsedNames,
): Omit<LibraryPersona, 'weight'> {
  const { name, firstName } = drawName(random, population, country, draft, usedNames);
  const town = townIn(random, country, draft.area ?? '');
  const occupation = occupationOf(random, draft);
  const income = draft.income ?? 'Middle';
  const bigFive = drawBigFive(random, draft.age);
  const personality = describePersonality(random, bigFive);
  const values = drawValues(random, {
    country,
    secularScore: population.traditionalToSecular[country],
    age: draft.age,
    bigFive,
    income,
  });
  const education = drawEducation(random, country, draft.iscoGroup, draft.status);
  const household = drawHousehold(random, draft.age, draft.status, country);
  const biography = writeBiography(random, {
    firstName,
    age: draft.age,
    gender: draft.gender,
    town,
    status: draft.status,
    role: lowerFirst(occupation),
    workplace:
      draft.status === 'employed' && draft.job?.workplaces ? pick(random, draft.job.workplaces) : undefined,
    household,
    education,
    personality,
    country,
  });
  return {
    id,
    name,
    title: `${titleCase(occupation)} from ${town}`,
    occupation,
    age: draft.age,
    gender: draft.gender,
    location: `${town}, ${COUNTRY_NAMES[country]}`,
    city: town,
    countryCode: country,
    personalityTraits: personality,
    valuesAndBeliefs: values,
    segments: {
      income_bracket: income,
      age_group: draft.band,
      area: draft.area ?? '',
      marital_status: household.marital,
      has_children: household.children,
      education_level: education.level ?? 'secondary',
      habits: drawVenueHabits(id, draft.age, draft.gender),
    },
    bigFive,
    activityStatus: draft.status,
    iscoGroup: draft.status === 'employed' ? (draft.iscoGroup ?? null) : null,
    household: household.label,
    education: education.label,
    biography,
    libraryVersion: version,
  };
}
