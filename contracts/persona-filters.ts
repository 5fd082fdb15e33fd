// The spec's "Filter matching" and "Choose for me" rules, shared by the web dialog and GET /api/personas.
import { AGE_GROUPS, CITIES, COUNTRIES, MAX_TWINS, type FilterSet } from './personas';
import { shuffled } from './seeded-random';

/**
 * Anything shaped roughly like a persona: records from the API, from history snapshots or from older
 * stores may lack fields or carry the occupation under another name.
 */
export type PersonaLike = {
  age?: unknown;
  location?: unknown;
  country_code?: unknown;
  segments?: { income_bracket?: unknown } | null;
  occupation?: unknown;
  job_title?: unknown;
  profession?: unknown;
  professional_info?: { occupation?: unknown } | null;
  employment?: { role?: unknown } | null;
  title?: unknown;
  gender?: unknown;
  /** Survey weight: how many people of its market the twin stands for (decision 017). */
  weight?: unknown;
};

export type FilterGroup = keyof FilterSet;
export const FILTER_GROUPS: readonly FilterGroup[] = [
  'ageGroups',
  'countries',
  'cities',
  'incomeGroups',
  'jobTypes',
];

export const ROLE_KEYWORDS: Record<string, readonly string[]> = {
  B2B: ['consultant', 'business', 'b2b', 'account manager', 'procurement'],
  Executive: ['executive', 'ceo', 'cto', 'cfo', 'director', 'manager', 'head of', 'leader'],
  // 'it ' keeps its trailing space, as the spec writes it: 'IT support' matches, 'Recruitment' does not.
  Tech: ['developer', 'software', 'engineer', 'it ', 'tech', 'system'],
  Sales: ['sales', 'marketing', 'business development', 'account executive'],
};

const AGE_RANGES: Record<string, readonly [number, number]> = {
  '18-24': [18, 24],
  '25-34': [25, 34],
  '35-44': [35, 44],
  '45-54': [45, 54],
  '55-64': [55, 64],
  '65+': [65, Infinity],
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const lower = (value: unknown): string => text(value).toLowerCase();

/** The first non-blank of occupation, job_title, profession, professional_info.occupation, employment.role, title. */
export function occupationOf(persona: PersonaLike): string {
  const candidates = [
    persona.occupation,
    persona.job_title,
    persona.profession,
    persona.professional_info?.occupation,
    persona.employment?.role,
    persona.title,
  ];
  return text(candidates.find((value) => text(value).trim() !== ''));
}

function ageOf(persona: PersonaLike): number | undefined {
  const age =
    typeof persona.age === 'string' && persona.age.trim() !== '' ? Number(persona.age) : persona.age;
  return typeof age === 'number' && Number.isFinite(age) ? age : undefined;
}

export function matchesAgeGroup(persona: PersonaLike, ageGroup: string): boolean {
  const range = AGE_RANGES[ageGroup];
  const age = ageOf(persona);
  return range !== undefined && age !== undefined && age >= range[0] && age <= range[1];
}

export function matchesCountry(persona: PersonaLike, countryCode: string): boolean {
  const code = countryCode.toUpperCase();
  if (text(persona.country_code).toUpperCase() === code) return true;
  const country = COUNTRIES.find((c) => c.code === code);
  if (!country) return false;
  const location = lower(persona.location);
  if (location.includes(country.name.toLowerCase())) return true;
  if (code === 'US') return location.includes('usa');
  if (code === 'UK') return /\buk\b/.test(location);
  return false;
}

export function matchesCity(persona: PersonaLike, cityCode: string): boolean {
  const city = CITIES.find((c) => c.code === cityCode.toUpperCase());
  return city !== undefined && lower(persona.location).includes(city.name.toLowerCase());
}

export function matchesIncomeGroup(persona: PersonaLike, incomeGroup: string): boolean {
  return lower(persona.segments?.income_bracket) === incomeGroup.toLowerCase();
}

export function matchesJobType(persona: PersonaLike, jobType: string): boolean {
  const occupation = occupationOf(persona).toLowerCase();
  return (ROLE_KEYWORDS[jobType] ?? []).some((keyword) => occupation.includes(keyword));
}

const matchers: Record<FilterGroup, (persona: PersonaLike, code: string) => boolean> = {
  ageGroups: matchesAgeGroup,
  countries: matchesCountry,
  cities: matchesCity,
  incomeGroups: matchesIncomeGroup,
  jobTypes: matchesJobType,
};

/** OR within a group, AND across groups; an empty group does not filter. */
export function matchesFilters(
  persona: PersonaLike,
  filters: Partial<FilterSet>,
  skipGroup?: FilterGroup,
): boolean {
  return FILTER_GROUPS.every((group) => {
    const codes = filters[group] ?? [];
    return group === skipGroup || codes.length === 0 || codes.some((code) => matchers[group](persona, code));
  });
}

export function filterPersonas<T extends PersonaLike>(
  personas: readonly T[],
  filters: Partial<FilterSet>,
): T[] {
  return personas.filter((persona) => matchesFilters(persona, filters));
}

export const FILTER_OPTIONS: Record<FilterGroup, readonly string[]> = {
  ageGroups: AGE_GROUPS,
  countries: COUNTRIES.map((c) => c.code),
  cities: CITIES.map((c) => c.code),
  incomeGroups: ['Low', 'Middle', 'High'],
  jobTypes: Object.keys(ROLE_KEYWORDS),
};

export type ChipCounts = Record<FilterGroup, Record<string, number>>;

/**
 * The match count for every chip, as faceted search shows it: how many personas match that chip together
 * with the active filters of the OTHER groups (the chip's own group is ignored, because choosing one more
 * option there widens the OR rather than narrowing it). With no filters active these are plain per-chip counts.
 */
export function countMatches(personas: readonly PersonaLike[], filters: Partial<FilterSet>): ChipCounts {
  const counts = {} as ChipCounts;
  for (const group of FILTER_GROUPS) {
    const rest = personas.filter((persona) => matchesFilters(persona, filters, group));
    counts[group] = Object.fromEntries(
      FILTER_OPTIONS[group].map((code) => [
        code,
        rest.filter((persona) => matchers[group](persona, code)).length,
      ]),
    );
  }
  return counts;
}

/** The number of chosen filter codes, for the 'Filters' tab badge. */
export function countActiveFilters(filters: Partial<FilterSet>): number {
  return FILTER_GROUPS.reduce((sum, group) => sum + (filters[group]?.length ?? 0), 0);
}

/** The age group (as the filter chips name them) and gender a persona stands for when a mix is drawn. */
function stratumOf(persona: PersonaLike): string {
  const ageGroup = AGE_GROUPS.find((group) => matchesAgeGroup(persona, group)) ?? 'unknown';
  return `${ageGroup}|${lower(persona.gender) || 'unknown'}`;
}

const weightOf = (persona: PersonaLike): number =>
  typeof persona.weight === 'number' && persona.weight > 0 ? persona.weight : 1;

/**
 * The spec's 'Choose for me': 7 or fewer candidates are all taken; otherwise shuffle, take one persona per
 * selected age group, then one per selected country (a persona not chosen yet), then fill up to 7. The fill is
 * stratified by age group and gender: each stratum's share of the candidates' survey weights (the market's shares)
 * says how many of the 7 it should hold, and the next twin comes from the stratum furthest below its share. Taking
 * the first match in the shuffled order is a uniformly random pick within a stratum.
 */
export function chooseForMe<T extends PersonaLike>(
  candidates: readonly T[],
  filters: Partial<FilterSet>,
  random: () => number = Math.random,
): T[] {
  if (candidates.length <= MAX_TWINS) return [...candidates];
  const order = shuffled(random, candidates);
  const chosen = new Set<T>();
  const pickFirst = (matches: (persona: T) => boolean) => {
    const persona = order.find((p) => !chosen.has(p) && matches(p));
    if (persona && chosen.size < MAX_TWINS) chosen.add(persona);
  };
  for (const ageGroup of filters.ageGroups ?? []) pickFirst((p) => matchesAgeGroup(p, ageGroup));
  for (const country of filters.countries ?? []) pickFirst((p) => matchesCountry(p, country));

  const totalWeight = candidates.reduce((sum, persona) => sum + weightOf(persona), 0);
  const share = new Map<string, number>();
  for (const persona of candidates) {
    const stratum = stratumOf(persona);
    share.set(stratum, (share.get(stratum) ?? 0) + weightOf(persona) / totalWeight);
  }
  while (chosen.size < MAX_TWINS) {
    const held = new Map<string, number>();
    for (const persona of chosen) held.set(stratumOf(persona), (held.get(stratumOf(persona)) ?? 0) + 1);
    // Strata in the shuffled order of their first twin not chosen yet, so ties are broken at random.
    const open = [...new Set(order.filter((p) => !chosen.has(p)).map(stratumOf))];
    const deficit = (stratum: string) => (share.get(stratum) ?? 0) * MAX_TWINS - (held.get(stratum) ?? 0);
    const neediest = open.reduce((best, stratum) => (deficit(stratum) > deficit(best) ? stratum : best));
    pickFirst((p) => stratumOf(p) === neediest);
  }
  return [...chosen];
}
