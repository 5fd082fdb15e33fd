import {
  VENUE_HABITS,
  type BigFive,
  type EducationLevel,
  type Habits,
  type MaritalStatus,
  type Persona,
  type VenueHabit,
} from '@contracts/personas';
import {
  AGE_BANDS,
  COUNTRY_TRADITIONALISM,
  DEFAULT_MEDIAN_ANNUAL_INCOME_EUR,
  INCOME_BRACKET_MULTIPLIER,
  MEDIAN_ANNUAL_INCOME_EUR,
  TYPICAL_HABITS,
  VALUE_SOURCE_WEIGHTS,
  type FeatureWeights,
} from './coefficients';
import {
  CHILDREN_WORDS,
  OCCUPATION_ROLE_WORDS,
  OCCUPATION_ROLES,
  PERSONA_VALUE_WORDS,
  PERSONA_VALUES,
  PET_WORDS,
  type OccupationRole,
  type PersonaValue,
} from '../knowledge/lexicons';
import { phrasesIn } from '../text-analysis';

const BIG_FIVE_TRAITS = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
] as const;
type BigFiveTrait = (typeof BIG_FIVE_TRAITS)[number];

type Flag =
  | 'young'
  | 'midlife'
  | 'older'
  | 'student'
  | 'retired'
  | 'employed'
  | 'notWorking'
  | 'parent'
  | 'petOwner'
  | 'busy'
  | 'incomeLow'
  | 'incomeHigh'
  | 'traditionalCountry'
  | 'male'
  | 'partnered'
  | 'married'
  | 'separated'
  | 'education'
  | 'graduate'
  | 'unemployed';

export type PersonaFeature = BigFiveTrait | Flag | `value.${PersonaValue}` | `role.${OccupationRole}`;

export interface PersonaReading {
  persona: Persona;
  features: Record<PersonaFeature, number>;
  /** The persona's own words for each value it holds (from values_and_beliefs first). */
  valueWords: Partial<Record<PersonaValue, string>>;
  monthlyIncomeEur: number;
  lifeStage: string;
  maritalStatus: MaritalStatus;
  educationLevel: EducationLevel;
  /** Visits per month to each kind of place; the typical adult's figure where the persona does not say. */
  habits: Record<VenueHabit, number>;
  /** Which habits the persona states (the rest are the typical figure). */
  statedHabits: Set<VenueHabit>;
}

/** Maps the library's Big Five z-scores (contracts/personas.ts) onto -1..1, flattening the tails. */
export function centreBigFive(bigFive: BigFive): Record<BigFiveTrait, number> {
  return Object.fromEntries(
    BIG_FIVE_TRAITS.map((trait) => [trait, Math.tanh(bigFive[trait] / 1.5)]),
  ) as Record<BigFiveTrait, number>;
}

function readValues(persona: Persona): {
  strengths: Record<PersonaValue, number>;
  words: Partial<Record<PersonaValue, string>>;
} {
  const sources: Array<[texts: string[], weight: number]> = [
    [persona.values_and_beliefs, VALUE_SOURCE_WEIGHTS.valuesAndBeliefs],
    [persona.personality_traits, VALUE_SOURCE_WEIGHTS.personalityTraits],
    [[persona.biography], VALUE_SOURCE_WEIGHTS.biography],
  ];
  const strengths = Object.fromEntries(PERSONA_VALUES.map((value) => [value, 0])) as Record<
    PersonaValue,
    number
  >;
  const words: Partial<Record<PersonaValue, string>> = {};
  for (const value of PERSONA_VALUES) {
    for (const [texts, weight] of sources) {
      for (const text of texts) {
        if (phrasesIn(text, PERSONA_VALUE_WORDS[value]).length === 0) continue;
        strengths[value] = Math.min(1, strengths[value] + weight);
        words[value] ??= text;
      }
    }
  }
  return { strengths, words };
}

function readRoles(occupation: string): Record<OccupationRole, number> {
  return Object.fromEntries(
    OCCUPATION_ROLES.map((role) => [
      role,
      phrasesIn(occupation, OCCUPATION_ROLE_WORDS[role]).length > 0 ? 1 : 0,
    ]),
  ) as Record<OccupationRole, number>;
}

export function monthlyIncomeEur(persona: Persona): number {
  const median =
    MEDIAN_ANNUAL_INCOME_EUR[persona.country_code.toUpperCase()] ?? DEFAULT_MEDIAN_ANNUAL_INCOME_EUR;
  return (median * INCOME_BRACKET_MULTIPLIER[persona.segments.income_bracket]) / 12;
}

function lifeStageOf(flags: Record<Flag, number>, age: number): string {
  if (flags.student) return 'student';
  if (flags.retired) return 'retiree';
  if (flags.parent) return age >= AGE_BANDS.olderFrom ? 'parent of grown-up children' : 'working parent';
  if (age < AGE_BANDS.youngBelow) return 'young professional';
  return age >= AGE_BANDS.olderFrom ? 'someone in the later part of my career' : 'mid-career professional';
}

const HOUSEHOLD_MARITAL_STATUS: Array<[RegExp, MaritalStatus]> = [
  [/widow/i, 'widowed'],
  [/divorc|separated/i, 'divorced'],
  [/married|spouse|couple|husband|wife/i, 'married'],
  [/partner/i, 'partner'],
];

/** The structured status when the persona has one; else read from its household ('Married couple', 'Lives with partner'). */
function maritalStatusOf(persona: Persona): MaritalStatus {
  return (
    persona.segments.marital_status ??
    HOUSEHOLD_MARITAL_STATUS.find(([pattern]) => pattern.test(persona.household))?.[1] ??
    'single'
  );
}

const EDUCATION_WORDS: Array<[RegExp, EducationLevel]> = [
  [/phd|doctor|master|mba|postgraduate|graduate degree/i, 'graduate'],
  [/studying for a degree|some college|undergraduate student/i, 'some-college'],
  [/bachelor|\bdegree\b/i, 'bachelor'],
  [/associate|mcast|mbo\b|btec|nvq|apprentice|trade certificate|vocational|diploma/i, 'associate'],
  [/a-levels|high school|havo|matsec|gcse|vmbo|o-levels|secondary/i, 'secondary'],
];

function educationLevelOf(persona: Persona): EducationLevel {
  return (
    persona.segments.education_level ??
    EDUCATION_WORDS.find(([pattern]) => pattern.test(persona.education))?.[1] ??
    'secondary'
  );
}

/** Below secondary 0 .. graduate 4, centred on some college. */
const EDUCATION_SCALE: Record<EducationLevel, number> = {
  'below-secondary': 0,
  secondary: 1,
  'some-college': 2,
  associate: 2.5,
  bachelor: 3,
  graduate: 4,
};

function habitsOf(stated: Habits | undefined): {
  habits: Record<VenueHabit, number>;
  statedHabits: Set<VenueHabit>;
} {
  const statedHabits = new Set(VENUE_HABITS.filter((habit) => typeof stated?.[habit] === 'number'));
  const habits = Object.fromEntries(
    VENUE_HABITS.map((habit) => [habit, stated?.[habit] ?? TYPICAL_HABITS[habit]]),
  ) as Record<VenueHabit, number>;
  return { habits, statedHabits };
}

/**
 * Readings of the persona objects read so far: a comparison reads each twin once per variant and again to choose, and
 * the biography's phrase lookups are most of that work. Keyed by the object, so a changed copy is read afresh.
 */
const readings = new WeakMap<Persona, PersonaReading>();

/** Turns a persona into the numeric features the coefficients weigh. */
export function readPersona(persona: Persona): PersonaReading {
  let reading = readings.get(persona);
  if (!reading) readings.set(persona, (reading = computeReading(persona)));
  return reading;
}

function computeReading(persona: Persona): PersonaReading {
  const activity = persona.activity_status.toLowerCase();
  const household = `${persona.household} ${persona.biography}`;
  const student = /student/.test(activity) ? 1 : 0;
  const retired =
    /retire/.test(activity) || (persona.age >= AGE_BANDS.retirementAge && !/employ|work/.test(activity))
      ? 1
      : 0;
  const notWorking =
    retired || student || /unemploy|inactive|homemaker|carer|not working/.test(activity) ? 1 : 0;
  const parent =
    (persona.segments.has_children ?? phrasesIn(persona.household, CHILDREN_WORDS).length > 0) ? 1 : 0;
  const maritalStatus = maritalStatusOf(persona);
  const educationLevel = educationLevelOf(persona);
  const values = readValues(persona);
  const flags: Record<Flag, number> = {
    young: persona.age < AGE_BANDS.youngBelow ? 1 : 0,
    midlife: persona.age >= AGE_BANDS.midlifeFrom && persona.age < AGE_BANDS.olderFrom ? 1 : 0,
    older: persona.age >= AGE_BANDS.olderFrom ? 1 : 0,
    student,
    retired,
    employed: notWorking ? 0 : 1,
    notWorking,
    parent,
    petOwner: phrasesIn(household, PET_WORDS).length > 0 ? 1 : 0,
    busy: !notWorking && parent ? 1 : !notWorking ? 0.5 : 0,
    incomeLow: persona.segments.income_bracket === 'Low' ? 1 : 0,
    incomeHigh: persona.segments.income_bracket === 'High' ? 1 : 0,
    traditionalCountry: COUNTRY_TRADITIONALISM[persona.country_code.toUpperCase()] ?? 0,
    male: /^m/i.test(persona.gender) ? 1 : 0,
    partnered: maritalStatus === 'married' || maritalStatus === 'partner' ? 1 : 0,
    married: maritalStatus === 'married' ? 1 : 0,
    separated: maritalStatus === 'divorced' || maritalStatus === 'widowed' ? 1 : 0,
    education: (EDUCATION_SCALE[educationLevel] - 2) / 2,
    graduate: educationLevel === 'graduate' ? 1 : 0,
    unemployed: /unemploy/.test(activity) ? 1 : 0,
  };
  const roles = notWorking && !student ? readRoles('') : readRoles(persona.occupation);
  const features = {
    ...centreBigFive(persona.big_five),
    ...flags,
    ...Object.fromEntries(PERSONA_VALUES.map((value) => [`value.${value}`, values.strengths[value]])),
    ...Object.fromEntries(OCCUPATION_ROLES.map((role) => [`role.${role}`, roles[role]])),
  } as Record<PersonaFeature, number>;
  return {
    persona,
    features,
    valueWords: values.words,
    monthlyIncomeEur: monthlyIncomeEur(persona),
    lifeStage: lifeStageOf(flags, persona.age),
    maritalStatus,
    educationLevel,
    ...habitsOf(persona.segments.habits),
  };
}

/** Weighted sum of features, and the feature that contributed most (by magnitude). */
export function weigh(
  reading: PersonaReading,
  weights: FeatureWeights,
): { total: number; strongest: PersonaFeature | undefined } {
  let total = 0;
  let strongest: PersonaFeature | undefined;
  let strongestMagnitude = 0;
  for (const [feature, weight] of Object.entries(weights) as Array<[PersonaFeature, number]>) {
    const part = weight * reading.features[feature];
    total += part;
    if (Math.abs(part) > strongestMagnitude) {
      strongestMagnitude = Math.abs(part);
      strongest = feature;
    }
  }
  return { total, strongest };
}

const TRAIT_LEVEL = (score: number): string => (score > 0.33 ? 'high' : score < -0.33 ? 'low' : 'average');

/** A short, persona-specific label for a feature, e.g. 'values: "Protecting the environment"'. */
export function describeFeature(reading: PersonaReading, feature: PersonaFeature): string {
  const { persona } = reading;
  if (feature.startsWith('value.')) {
    const value = feature.slice('value.'.length) as PersonaValue;
    return `values: "${reading.valueWords[value] ?? value}"`;
  }
  if (feature.startsWith('role.')) return `occupation: ${persona.occupation}`;
  if ((BIG_FIVE_TRAITS as readonly string[]).includes(feature)) {
    return `${TRAIT_LEVEL(reading.features[feature])} ${feature}`;
  }
  switch (feature as Flag) {
    case 'young':
    case 'midlife':
    case 'older':
      return `age ${persona.age}`;
    case 'student':
    case 'retired':
    case 'employed':
    case 'notWorking':
      return `activity: ${persona.activity_status}`;
    case 'parent':
    case 'petOwner':
    case 'busy':
      return `household: ${persona.household}`;
    case 'incomeLow':
    case 'incomeHigh':
      return `income: ${persona.segments.income_bracket}`;
    case 'traditionalCountry':
      return `country: ${persona.country_code}`;
    case 'male':
      return `gender: ${persona.gender}`;
    case 'partnered':
    case 'married':
    case 'separated':
      return `household: ${persona.household}`;
    case 'education':
    case 'graduate':
      return `education: ${persona.education}`;
    case 'unemployed':
      return `activity: ${persona.activity_status}`;
  }
  return feature;
}
