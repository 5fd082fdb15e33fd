// The descriptive side of a twin: personality words, values, education, household and a short biography,
// each derived from the drawn facts so that they agree with them.
import type { BigFive } from '../schema/personas';
import type { ActivityStatus, CountryCode, Gender, IncomeBracket } from './population-data';
import { normal, pick, type Random } from '@contracts/seeded-random';
import { pickWeighted } from './weighted-draws';

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

type Trait = keyof BigFive;
const TRAITS: Trait[] = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'];

/**
 * Big Five z-scores: N(0,1) within country (country explains under 2% of the variance), shifted by age as
 * marginals.json describes from the 20s to the 60s; the shift grows linearly from age 25 to 65.
 */
export function drawBigFive(random: Random, age: number): BigFive {
  const maturity = Math.min(1, Math.max(0, (age - 25) / 40));
  const lateLife = Math.min(1, Math.max(0, (age - 55) / 10));
  const shift: BigFive = {
    openness: -0.15 * lateLife,
    conscientiousness: 0.4 * maturity,
    extraversion: -0.1 * maturity,
    agreeableness: 0.4 * maturity,
    neuroticism: -0.25 * maturity,
  };
  return Object.fromEntries(
    TRAITS.map((t) => [t, Math.round((normal(random) + shift[t]) * 100) / 100]),
  ) as BigFive;
}

const TRAIT_WORDS: Record<Trait, { high: string[]; low: string[] }> = {
  openness: {
    high: ['curious', 'imaginative', 'open-minded'],
    low: ['practical', 'conventional', 'down-to-earth'],
  },
  conscientiousness: {
    high: ['organised', 'disciplined', 'reliable'],
    low: ['spontaneous', 'easy-going', 'flexible'],
  },
  extraversion: { high: ['outgoing', 'sociable', 'energetic'], low: ['reserved', 'quiet', 'reflective'] },
  agreeableness: { high: ['warm', 'cooperative', 'trusting'], low: ['direct', 'sceptical', 'competitive'] },
  neuroticism: {
    high: ['sensitive', 'cautious', 'easily stressed'],
    low: ['calm', 'resilient', 'even-tempered'],
  },
};

/** One word for each of the three most pronounced traits, and a fourth when it is clearly pronounced too. */
export function describePersonality(random: Random, bigFive: BigFive): string[] {
  const ranked = [...TRAITS].sort((a, b) => Math.abs(bigFive[b]) - Math.abs(bigFive[a]));
  const shown = ranked.filter((trait, i) => i < 3 || (i === 3 && Math.abs(bigFive[trait]) > 0.8));
  return shown.map((trait) =>
    pick(random, bigFive[trait] >= 0 ? TRAIT_WORDS[trait].high : TRAIT_WORDS[trait].low),
  );
}

type ValueFacts = {
  country: CountryCode;
  secularScore: number;
  age: number;
  bigFive: BigFive;
  income: IncomeBracket;
};

const RELIGIOUS: Record<CountryCode, string> = {
  MT: 'Catholic faith and parish life matter a great deal',
  US: 'Faith and a church community are an important part of life',
  UK: 'Quietly religious; faith is a source of comfort and guidance',
  NL: 'Quietly religious; faith is a source of comfort and guidance',
};
const NOT_RELIGIOUS: Record<CountryCode, string> = {
  MT: 'Baptised Catholic but not practising; goes to church for weddings and the village festa',
  US: 'Not religious, and respects other people’s beliefs',
  UK: 'Not religious; sees belief as a private matter',
  NL: 'Not religious; sees belief as a private matter',
};
const TRAIT_VALUES: Record<Trait, { high: string; low: string }> = {
  openness: {
    high: 'Open to new ideas, cultures and technologies',
    low: 'Prefers the familiar and proven over the new',
  },
  conscientiousness: {
    high: 'Believes in hard work, planning and saving for the future',
    low: 'Lives in the moment rather than planning far ahead',
  },
  extraversion: {
    high: 'Thrives on friends, social life and shared experiences',
    low: 'Values privacy, quiet time and a small circle of close friends',
  },
  agreeableness: {
    high: 'Cares about fairness, community and helping others',
    low: 'Believes in competition and standing up for oneself',
  },
  neuroticism: {
    high: 'Values security and stability; wary of financial risk',
    low: 'Comfortable with change and with taking risks',
  },
};

/**
 * Values from the country's place on the traditional/secular-rational axis (more traditional: more likely
 * religious and family-centred; older people more so), the two strongest traits, sustainability and money.
 */
export function drawValues(random: Random, facts: ValueFacts): string[] {
  const { country, secularScore, age, bigFive, income } = facts;
  const values: string[] = [];
  const religious = random() < logistic(-1.2 * secularScore + 0.02 * (age - 45));
  values.push(religious ? RELIGIOUS[country] : NOT_RELIGIOUS[country]);
  values.push(
    random() < logistic(-1.5 * secularScore + 0.3 * bigFive.conscientiousness)
      ? 'Family comes first; close to parents, siblings and the wider family'
      : 'Values independence and the freedom to live as one chooses',
  );
  const strongest = [...TRAITS].sort((a, b) => Math.abs(bigFive[b]) - Math.abs(bigFive[a])).slice(0, 2);
  for (const trait of strongest)
    values.push(bigFive[trait] >= 0 ? TRAIT_VALUES[trait].high : TRAIT_VALUES[trait].low);
  if (random() < logistic(0.8 * bigFive.openness + 0.3 * secularScore - 0.02 * (age - 45) - 0.5)) {
    values.push('Environmental sustainability shapes everyday choices');
  }
  if (income === 'Low') values.push('Careful with money; looks hard for value');
  if (income === 'High') values.push('Willing to pay more for quality and convenience');
  return values;
}

/** One scale for every country: school, vocational (associate), bachelor, master or doctorate (graduate). */
export type EducationLevel = 'secondary' | 'some-college' | 'associate' | 'bachelor' | 'graduate';
type Qualification = { label: string; clause: string; level?: EducationLevel };
const q = (label: string, clause = `has ${withArticle(label)}`) => ({ label, clause });

const QUALIFICATIONS: Record<
  CountryCode,
  Record<'school' | 'vocational' | 'bachelor' | 'master', Qualification[]>
> = {
  UK: {
    school: [q('GCSEs', 'left school after GCSEs'), q('A-levels', 'has A-levels')],
    vocational: [
      q('BTEC diploma'),
      q('NVQ level 3 qualification'),
      q('Apprenticeship', 'trained through an apprenticeship'),
    ],
    bachelor: [q("Bachelor's degree")],
    master: [q("Master's degree"), q('PhD', 'has a PhD')],
  },
  US: {
    school: [q('High school diploma')],
    vocational: [q('Associate degree', 'has an associate degree'), q('Trade certificate')],
    bachelor: [q("Bachelor's degree")],
    master: [q("Master's degree"), q('MBA', 'has an MBA')],
  },
  NL: {
    school: [q('VMBO diploma'), q('HAVO diploma', 'has a HAVO diploma')],
    vocational: [q('MBO vocational diploma')],
    bachelor: [q("HBO bachelor's degree"), q("WO bachelor's degree")],
    master: [q("WO master's degree"), q('PhD', 'has a PhD')],
  },
  MT: {
    school: [q('SEC O-levels', 'left school with SEC O-levels'), q('MATSEC A-levels', 'has MATSEC A-levels')],
    vocational: [q('MCAST diploma')],
    bachelor: [
      q(
        "Bachelor's degree from the University of Malta",
        "has a bachelor's degree from the University of Malta",
      ),
    ],
    master: [q("Master's degree")],
  },
};

const LEVEL_WEIGHTS_BY_GROUP: Record<number, [number, number, number, number]> = {
  1: [0.1, 0.2, 0.45, 0.25],
  2: [0, 0.05, 0.5, 0.45],
  3: [0.15, 0.45, 0.35, 0.05],
  4: [0.45, 0.4, 0.15, 0],
  5: [0.55, 0.4, 0.05, 0],
  6: [0.5, 0.5, 0, 0],
  7: [0.3, 0.7, 0, 0],
  8: [0.55, 0.45, 0, 0],
  9: [0.8, 0.2, 0, 0],
};
const LEVELS = ['school', 'vocational', 'bachelor', 'master'] as const;
const LEVEL_SCALE: Record<(typeof LEVELS)[number], EducationLevel> = {
  school: 'secondary',
  vocational: 'associate',
  bachelor: 'bachelor',
  master: 'graduate',
};

/** Highest qualification, following the (current or former) occupation group; students name what they study for. */
export function drawEducation(
  random: Random,
  country: CountryCode,
  iscoGroup: number | undefined,
  status: ActivityStatus,
): Qualification {
  if (status === 'student') {
    const school = QUALIFICATIONS[country].school.at(-1) as Qualification;
    return {
      label: `${school.label}; studying for a degree`,
      clause: `${school.clause} and is studying for a degree`,
      level: 'some-college',
    };
  }
  const weights = LEVEL_WEIGHTS_BY_GROUP[iscoGroup ?? 5] ?? [0.5, 0.3, 0.15, 0.05];
  const level = pickWeighted(random, [0, 1, 2, 3], (i) => weights[i] as number);
  const key = LEVELS[level] as (typeof LEVELS)[number];
  return { ...pick(random, QUALIFICATIONS[country][key]), level: LEVEL_SCALE[key] };
}

const LEVEL_KEY: Record<EducationLevel | 'below-secondary', (typeof LEVELS)[number]> = {
  'below-secondary': 'school',
  secondary: 'school',
  'some-college': 'vocational',
  associate: 'vocational',
  bachelor: 'bachelor',
  graduate: 'master',
};

/** A qualification of a known level, in the country's own words (a record said which level; the title is drawn). */
export function educationAt(
  random: Random,
  country: CountryCode,
  level: EducationLevel | 'below-secondary',
): Qualification {
  const options = QUALIFICATIONS[country][LEVEL_KEY[level]];
  if (level === 'below-secondary') return { ...(options[0] as Qualification), level: 'secondary' };
  return { ...pick(random, options), level };
}

export type MaritalStatus = 'single' | 'partner' | 'married' | 'divorced' | 'widowed';
type Household = {
  label: string;
  clause: string;
  marital: MaritalStatus;
  /** Has children, living at home or not. */
  children: boolean;
  weight: (age: number, status: ActivityStatus, country: CountryCode) => number;
};
const between = (age: number, low: number, high: number) => age >= low && age <= high;

const HOUSEHOLDS: Household[] = [
  // Young Maltese adults leave the parental home late; the weight reflects that.
  {
    label: 'Lives with parents',
    marital: 'single',
    children: false,
    clause: 'lives with {poss} parents',
    weight: (a, _s, c) => (a < 25 ? 4 : a < 35 ? (c === 'MT' ? 2 : 0.6) : 0),
  },
  {
    label: 'Student housing',
    marital: 'single',
    children: false,
    clause: 'lives in student housing',
    weight: (a, s) => (s === 'student' && a < 30 ? 3 : 0),
  },
  {
    label: 'Shares a flat',
    marital: 'single',
    children: false,
    clause: 'shares a flat with friends',
    weight: (a) => (a < 35 ? 1.5 : 0),
  },
  {
    label: 'Lives alone',
    marital: 'single',
    children: false,
    clause: 'lives alone',
    weight: (a) => (a < 25 ? 0.3 : 1.2),
  },
  {
    label: 'Lives with partner',
    marital: 'partner',
    children: false,
    clause: 'lives with {poss} partner',
    weight: (a) => (a < 22 ? 0.2 : a < 65 ? 1.5 : 0.5),
  },
  {
    label: 'Couple with young children',
    marital: 'married',
    children: true,
    clause: 'lives with {poss} partner and their two young children',
    weight: (a) => (between(a, 27, 44) ? 2 : 0),
  },
  {
    label: 'Couple with teenage children',
    marital: 'married',
    children: true,
    clause: 'is married with two teenage children',
    weight: (a) => (between(a, 38, 56) ? 2 : 0),
  },
  {
    label: 'Single parent',
    marital: 'single',
    children: true,
    clause: 'is a single parent of one child',
    weight: (a) => (between(a, 25, 54) ? 0.6 : 0),
  },
  {
    label: 'Married, children left home',
    marital: 'married',
    children: true,
    clause: 'is married; the children have left home',
    weight: (a) => (between(a, 50, 79) ? 2 : 0),
  },
  {
    label: 'Divorced, lives alone',
    marital: 'divorced',
    children: false,
    clause: 'is divorced and lives alone',
    weight: (a) => (between(a, 40, 74) ? 0.6 : 0),
  },
  {
    label: 'Married couple',
    marital: 'married',
    children: false,
    clause: 'lives with {poss} spouse',
    weight: (a) => (a >= 65 ? 2 : 0),
  },
  {
    label: 'Widowed, lives alone',
    marital: 'widowed',
    children: false,
    clause: 'is widowed and lives alone',
    weight: (a) => (a >= 65 ? (a >= 75 ? 2 : 0.7) : 0),
  },
];

/** What a record may say of a household; whatever it says narrows the draw. */
export type HouseholdFacts = { marital?: MaritalStatus; children?: boolean; size?: number };

const MARITAL_WORDS: Record<MaritalStatus, string> = {
  single: 'Single',
  partner: 'Lives with partner',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
};

/** People a household of this template holds, as far as its words say (children at home count two, as it says). */
const HOUSEHOLD_SIZES: Record<string, number[]> = {
  'Lives with parents': [3, 4, 5],
  'Student housing': [2, 3, 4, 5, 6],
  'Shares a flat': [2, 3, 4, 5],
  'Lives alone': [1],
  'Lives with partner': [2],
  'Couple with young children': [4],
  'Couple with teenage children': [4],
  'Single parent': [2],
  'Married, children left home': [2],
  'Divorced, lives alone': [1],
  'Married couple': [2],
  'Widowed, lives alone': [1],
};

export function drawHousehold(
  random: Random,
  age: number,
  status: ActivityStatus,
  country: CountryCode,
  facts: HouseholdFacts = {},
): Household {
  const fits = (h: Household) =>
    (facts.marital === undefined || h.marital === facts.marital) &&
    (facts.children === undefined || h.children === facts.children) &&
    (facts.size === undefined || (HOUSEHOLD_SIZES[h.label] ?? []).includes(Math.min(facts.size, 6)));
  const candidates = HOUSEHOLDS.filter(fits);
  if (candidates.some((h) => h.weight(age, status, country) > 0))
    return pickWeighted(random, candidates, (h) => h.weight(age, status, country));
  if (candidates.length > 0 && (facts.marital !== undefined || facts.children !== undefined))
    return pick(random, candidates);
  if (facts.marital === undefined && facts.children === undefined && facts.size === undefined)
    return pickWeighted(random, HOUSEHOLDS, (h) => h.weight(age, status, country));
  return householdOf(facts);
}

/** A household said in the record's own facts when no template fits them (a partner and children, say). */
function householdOf({ marital, children, size }: HouseholdFacts): Household {
  const parts = [
    marital ? MARITAL_WORDS[marital] : undefined,
    children === undefined ? undefined : children ? 'has children' : 'no children',
    size === undefined ? undefined : size === 1 ? 'lives alone' : `household of ${size}`,
  ].filter((part): part is string => Boolean(part));
  const label = parts.join(', ');
  const clause = [
    marital === 'partner' ? 'lives with {poss} partner' : marital ? `is ${marital}` : undefined,
    children === undefined ? undefined : children ? 'has children' : 'has no children',
    size === undefined || size === 1 ? undefined : `shares a home of ${size}`,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    label: label.charAt(0).toUpperCase() + label.slice(1),
    clause: clause || 'lives alone',
    marital: marital ?? (size === 1 ? 'single' : 'partner'),
    children: children ?? false,
    weight: () => 0,
  };
}

const PASTIMES: Record<CountryCode, string[]> = {
  MT: [
    'swimming off the rocks in summer',
    'the village festa',
    'Sunday lunch with the extended family',
    'following football',
    'boating around Comino',
  ],
  UK: [
    'the local pub quiz',
    'walking in the countryside',
    'following football',
    'gardening',
    'reading crime novels',
  ],
  NL: ['cycling', 'ice skating when the canals freeze', 'reading', 'sailing', 'visiting museums'],
  US: ['college football', 'hiking', 'barbecues with friends', 'road trips', 'volunteering locally'],
};

export type Pronouns = { subject: string; possessive: string };
export const pronounsFor = (gender: Gender): Pronouns =>
  gender === 'female' ? { subject: 'She', possessive: 'her' } : { subject: 'He', possessive: 'his' };

/** 'a' or 'an' by the sound of the first word: acronyms by their letter names ('an HR manager'), numbers as spoken ('an 18-year-old'). */
export function withArticle(phrase: string): string {
  const acronym = /^[A-Z]{2,}\b/.test(phrase);
  const vowelSound = acronym ? /^[AEFHILMNORSX]/.test(phrase) : /^([aeio]|u(?!ni)|8|1[18]\b)/i.test(phrase);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

export type BiographyFacts = {
  firstName: string;
  age: number;
  gender: Gender;
  town: string;
  status: ActivityStatus;
  /** What the person does or did, in lower case ('software engineer', 'retired nurse'). */
  role: string;
  workplace?: string;
  household: Household;
  education: Qualification;
  personality: string[];
  country: CountryCode;
};

/** Four sentences that restate the drawn facts in prose. */
export function writeBiography(random: Random, facts: BiographyFacts): string {
  const { subject, possessive } = pronounsFor(facts.gender);
  const who = `${facts.firstName} is ${withArticle(`${facts.age}-year-old`)}`;
  const opening: Record<ActivityStatus, string> = {
    employed: facts.workplace
      ? `${who} ${facts.role} at ${facts.workplace} in ${facts.town}.`
      : `${who} ${facts.role} in ${facts.town}.`,
    student: `${who} ${facts.role}${facts.age >= 30 ? ', back in education as a mature student,' : ''} in ${facts.town}.`,
    retired: `${who} ${facts.role} living in ${facts.town}.`,
    unemployed: `${who} ${facts.role} in ${facts.town}, looking for work.`,
    otherInactive: `${who} ${facts.role} in ${facts.town}.`,
  };
  const home = `${subject} ${facts.household.clause.replace('{poss}', possessive)}.`;
  const [first, second, third] = facts.personality;
  const character = `${subject} ${facts.education.clause}, and friends describe ${facts.gender === 'female' ? 'her' : 'him'} as ${first}, ${second} and ${third}.`;
  const sentences = [opening[facts.status], home, character];
  if (facts.status === 'employed' && facts.age >= 66)
    sentences.push(`${subject} still works part-time and has no plans to stop.`);
  else
    sentences.push(
      `In ${possessive} free time ${subject.toLowerCase()} enjoys ${pick(random, PASTIMES[facts.country])}.`,
    );
  return sentences.join(' ');
}
