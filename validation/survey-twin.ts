import {
  COUNTRIES,
  type EducationLevel,
  type IncomeBracket,
  type MaritalStatus,
  type Persona,
} from '@contracts/personas';

/**
 * A respondent's facts in the labels of the Twin-2K-500 survey (and of the generic shape, which uses the same
 * labels). Every field may be missing: a missing fact is the typical US adult's, never a guess about this person.
 */
export interface SurveyFacts {
  region?: string;
  sex?: string;
  /** '18-29', '65+' (any 'a-b' or 'a+' band). */
  ageBand?: string;
  /** Years; wins over the band. */
  age?: number;
  education?: string;
  maritalStatus?: string;
  /** '$30,000-$50,000', 'Less than $30,000', '$100,000 or more'. */
  incomeBand?: string;
  /** '1' .. '4', 'More than 4'. */
  householdSize?: string;
  /** Children in the household (a count). */
  children?: number;
  /** 'Full-time employment', 'Retired', ... */
  employment?: string;
  /** Free text; wins over the employment label for the job. */
  occupation?: string;
  /** ISO code, US when absent. */
  country?: string;
}

/**
 * The typical US adult, used for whatever a row does not state: about the median age of adults (47, US Census
 * 2023), the larger gender (women, 51 %), the median education (some college), the most common marital status
 * (married) and household size (2), employed (about 60 % of adults), and middle income.
 */
export const TYPICAL_US_ADULT = {
  age: 47,
  gender: 'female',
  education: 'some-college' as EducationLevel,
  maritalStatus: 'married' as MaritalStatus,
  householdSize: 2,
  activity: 'employed',
  occupation: 'Employee',
  incomeBracket: 'Middle' as IncomeBracket,
} as const;

/** Median US household money income 2024 (Census), the base of the OECD income classes. */
export const US_MEDIAN_HOUSEHOLD_INCOME_USD = 83_730;

/** Survey regions (their label starts with the name) and a large city in each, where the twin lives. */
const US_REGION_CITIES: Array<[prefix: string, city: string, state: string]> = [
  ['Northeast', 'Philadelphia', 'Pennsylvania'],
  ['Midwest', 'Chicago', 'Illinois'],
  ['South', 'Atlanta', 'Georgia'],
  ['West', 'Denver', 'Colorado'],
  ['Pacific', 'Honolulu', 'Hawaii'],
];

// 'College graduate/some postgrad' is a bachelor's degree: it is matched before 'postgrad'.
const EDUCATION: Array<[RegExp, EducationLevel]> = [
  [/college graduate|bachelor|4-year/i, 'bachelor'],
  [/postgrad|graduate degree|master|doctor|phd/i, 'graduate'],
  [/associate|2-year/i, 'associate'],
  [/some college/i, 'some-college'],
  [/less than high school|some high school|no high school/i, 'below-secondary'],
  [/high school/i, 'secondary'],
];

const MARITAL: Array<[RegExp, MaritalStatus]> = [
  [/never/i, 'single'],
  [/partner/i, 'partner'],
  [/widow/i, 'widowed'],
  [/divorc|separat/i, 'divorced'],
  [/married/i, 'married'],
  [/single/i, 'single'],
];

/** Activity status (as readPersona reads it) and the job title of each employment label. */
const EMPLOYMENT: Array<[RegExp, { activity: string; occupation: string }]> = [
  [/unemploy|looking for work/i, { activity: 'unemployed', occupation: 'Unemployed' }],
  [/self/i, { activity: 'employed', occupation: 'Self-employed' }],
  [/part/i, { activity: 'employed', occupation: 'Part-time employee' }],
  [/retire/i, { activity: 'retired', occupation: 'Retired' }],
  [/student/i, { activity: 'student', occupation: 'Student' }],
  [/home.?maker/i, { activity: 'homemaker', occupation: 'Homemaker' }],
  [/full|employ/i, { activity: 'employed', occupation: 'Full-time employee' }],
];

const matching = <T>(table: Array<[RegExp, T]>, label: string | undefined): T | undefined =>
  label ? table.find(([pattern]) => pattern.test(label))?.[1] : undefined;

/** The middle of an age band ('30-49' is 40; an open band '65+' is 7 years above its start). */
export function ageOfBand(band: string | undefined): number | undefined {
  const closed = /^\s*(\d+)\s*[-–]\s*(\d+)\s*$/.exec(band ?? '');
  if (closed) return Math.round((Number(closed[1]) + Number(closed[2])) / 2);
  const open = /^\s*(\d+)\s*\+\s*$/.exec(band ?? '');
  return open ? Number(open[1]) + 7 : undefined;
}

const dollars = (text: string) => Number(text.replace(/[$,\s]/g, ''));

/**
 * Annual household income in USD at the middle of a band; an open band reaches half as far again above its
 * floor ('$100,000 or more': 150,000) or sits at two thirds of its ceiling ('Less than $30,000': 20,000).
 */
export function annualIncomeOfBand(band: string | undefined): number | undefined {
  const amounts = [...(band ?? '').matchAll(/\$\s?[\d,]+/g)].map((m) => dollars(m[0]));
  if (amounts.length === 2) return (amounts[0]! + amounts[1]!) / 2;
  if (amounts.length !== 1) return undefined;
  if (/less|under|below/i.test(band!)) return (amounts[0]! * 2) / 3;
  if (/more|over|above|\+/i.test(band!)) return amounts[0]! * 1.5;
  return amounts[0];
}

/** OECD classes on the US median household income: Low below 75 % of it, High above 200 %. */
export function incomeBracketOf(annualIncomeUsd: number): IncomeBracket {
  if (annualIncomeUsd < 0.75 * US_MEDIAN_HOUSEHOLD_INCOME_USD) return 'Low';
  return annualIncomeUsd > 2 * US_MEDIAN_HOUSEHOLD_INCOME_USD ? 'High' : 'Middle';
}

function householdSizeOf(label: string | undefined): number | undefined {
  if (!label) return undefined;
  const more = /more than\s*(\d+)/i.exec(label);
  if (more) return Number(more[1]) + 1;
  const size = Number(label);
  return Number.isInteger(size) && size > 0 ? size : undefined;
}

function householdOf(marital: MaritalStatus, size: number, children: number | undefined): string {
  const partnered = marital === 'married' ? 'Married' : marital === 'partner' ? 'Lives with partner' : '';
  if (children !== undefined && children > 0) {
    const kids = `${children} ${children === 1 ? 'child' : 'children'}`;
    return partnered ? `${partnered}, with ${kids}` : `Single parent of ${kids}`;
  }
  if (size <= 1) return 'Lives alone';
  const people = `a household of ${size}`;
  return partnered ? `${partnered}, ${people}` : `Lives in ${people}`;
}

const countryName = (code: string) => COUNTRIES.find((c) => c.code === code)?.name ?? code;

/** ISO codes as the product spells them (the United Kingdom is 'UK'). */
const countryCodeOf = (code: string | undefined) => {
  const upper = (code?.trim() || 'US').toUpperCase();
  return upper === 'GB' ? 'UK' : upper;
};

/**
 * A twin carrying a respondent's stated facts and nothing invented: personality at the population mean, no
 * values, no habits, and the typical US adult for every fact the row leaves out.
 */
export function twinOfFacts(facts: SurveyFacts, who: { id: string; respondent: string }): Persona {
  const age = facts.age ?? ageOfBand(facts.ageBand) ?? TYPICAL_US_ADULT.age;
  const gender = facts.sex?.trim().toLowerCase() || TYPICAL_US_ADULT.gender;
  const educationLevel = matching(EDUCATION, facts.education) ?? TYPICAL_US_ADULT.education;
  const marital = matching(MARITAL, facts.maritalStatus) ?? TYPICAL_US_ADULT.maritalStatus;
  // The employment label says what the person does; a free-text occupation alone says it too ('Retired nurse').
  const employment = matching(EMPLOYMENT, facts.employment ?? facts.occupation) ?? {
    activity: TYPICAL_US_ADULT.activity,
    occupation: facts.employment?.trim() || TYPICAL_US_ADULT.occupation,
  };
  const activity = employment.activity;
  const occupation = facts.occupation?.trim() || employment.occupation;
  const annualIncome = annualIncomeOfBand(facts.incomeBand);
  const children = facts.children;
  const size =
    householdSizeOf(facts.householdSize) ??
    (children !== undefined
      ? children + (marital === 'married' || marital === 'partner' ? 2 : 1)
      : undefined) ??
    TYPICAL_US_ADULT.householdSize;
  const household = householdOf(marital, size, children);
  const countryCode = countryCodeOf(facts.country);
  const place =
    countryCode === 'US'
      ? US_REGION_CITIES.find(([prefix]) => facts.region?.trim().startsWith(prefix))
      : undefined;
  const city = place?.[1] ?? '';
  const location = place ? `${place[1]}, ${place[2]}, United States` : countryName(countryCode);
  return {
    id: who.id,
    name: `Respondent ${who.respondent}`,
    title: occupation,
    occupation,
    age,
    gender,
    profile_image: '',
    location,
    city,
    country_code: countryCode,
    personality_traits: [],
    values_and_beliefs: [],
    segments: {
      income_bracket:
        annualIncome === undefined ? TYPICAL_US_ADULT.incomeBracket : incomeBracketOf(annualIncome),
      marital_status: marital,
      ...(children !== undefined ? { has_children: children > 0 } : {}),
      education_level: educationLevel,
    },
    big_five: { openness: 0, conscientiousness: 0, extraversion: 0, agreeableness: 0, neuroticism: 0 },
    activity_status: activity,
    household,
    education: facts.education?.trim() || 'Some college, no degree',
    // Age and gender are fields of their own; a biography without them is one text for many twins, read once.
    biography: `A survey respondent (${household.toLowerCase()}).`,
  };
}
