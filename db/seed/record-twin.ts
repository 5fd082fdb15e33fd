// A twin made from one record of a customer's file: the record's facts as given, and what the file leaves out
// inferred exactly as the library generator infers it (generate-library.ts), from the same population files.
import type { personas } from '../schema/personas';
import {
  ACTIVITY_AGE_WEIGHT,
  COUNTRY_NAMES,
  drawAge,
  drawName,
  groupAgeWeight,
  titleCase,
  type UsedNames,
} from './generate-library';
import {
  describePersonality,
  drawBigFive,
  drawEducation,
  drawHousehold,
  drawValues,
  educationAt,
  writeBiography,
  type EducationLevel,
  type MaritalStatus,
} from './narrative';
import {
  drawJobTitle,
  JOB_TITLES,
  lowerFirst,
  otherInactiveOccupation,
  studentOccupation,
} from './occupations';
import { townIn } from './places';
import {
  ACTIVITY_STATUSES,
  INCOME_BRACKETS,
  type ActivityStatus,
  type CountryCode,
  type Gender,
  type IncomeBracket,
  type Population,
} from './population-data';
import { pick, type Random } from '@contracts/seeded-random';
import { pickWeighted } from './weighted-draws';
import { drawVenueHabits, type VenueHabits } from './venue-habits';

export const AUDIENCE_TWIN_VERSION = 'audience-2026.1';

/** What a record says, already read and checked; everything but the country may be missing. */
export type RecordFacts = {
  country: CountryCode;
  age?: number;
  gender?: Gender;
  city?: string;
  income?: IncomeBracket;
  education?: EducationLevel | 'below-secondary';
  /** The record's own words for what the person does. */
  occupation?: string;
  marital?: MaritalStatus;
  children?: boolean;
  householdSize?: number;
  habits?: Partial<VenueHabits>;
  /** Free-text attitudes and habits, in the record's words. */
  attitudes?: string[];
};

export type RecordTwin = Omit<typeof personas.$inferInsert, 'profileImage' | 'createdAt'> & {
  segments: Record<string, unknown> & { income_bracket: IncomeBracket };
};

const STATUS_WORDS: Array<[RegExp, ActivityStatus]> = [
  [/\bretired\b|\bpensioner\b/i, 'retired'],
  [/\bstudent\b|\bstudying\b|\bpupil\b/i, 'student'],
  [/\bunemployed\b|\bjob ?seeker\b|\bbetween jobs\b|\bout of work\b/i, 'unemployed'],
  [
    /\bhomemaker\b|\bhousewife\b|\bhouse ?husband\b|\bfull-time (parent|carer)\b|\bstay-at-home\b/i,
    'otherInactive',
  ],
];

/** The activity status a record's occupation says, if it says one; any other occupation is a job. */
export function statusOf(occupation: string): ActivityStatus {
  return STATUS_WORDS.find(([words]) => words.test(occupation))?.[1] ?? 'employed';
}

/** The ISCO major group of a known job title that the occupation names, if any. */
function iscoGroupOf(occupation: string): number | undefined {
  const said = occupation.toLowerCase();
  for (const [group, titles] of Object.entries(JOB_TITLES))
    if (titles.some((title) => said.includes(title.title.toLowerCase()))) return Number(group);
  return undefined;
}

function drawStatus(random: Random, population: Population, country: CountryCode, age: number) {
  const shares = population.activityShareOfAdults[country];
  return pickWeighted(random, ACTIVITY_STATUSES, (status) => {
    const share = shares[ACTIVITY_STATUSES.indexOf(status)] ?? 0;
    return status === 'employed' ? share : share * ACTIVITY_AGE_WEIGHT[status](age);
  });
}

function drawAgeIn(random: Random, population: Population, country: CountryCode): number {
  const shares = population.ageShareOfAdults[country];
  const band = pickWeighted(
    random,
    population.ageBands,
    (band) => shares[population.ageBands.indexOf(band)] ?? 0,
  );
  return drawAge(random, band);
}

/** One twin from one record's facts. `id` also seeds the venue habits the record leaves out. */
export function describeRecordTwin(
  random: Random,
  population: Population,
  facts: RecordFacts,
  id: string,
  usedNames: UsedNames,
): RecordTwin {
  const { country } = facts;
  const age = facts.age ?? drawAgeIn(random, population, country);
  const gender = facts.gender ?? (random() < 0.5 ? 'female' : 'male');
  const status = facts.occupation ? statusOf(facts.occupation) : drawStatus(random, population, country, age);
  const shares = population.occupationShareOfEmployed[country];
  let iscoGroup = facts.occupation ? iscoGroupOf(facts.occupation) : undefined;
  let occupation = facts.occupation;
  let workplace: string | undefined;
  if (!occupation) {
    if (status === 'student') occupation = studentOccupation(random);
    else if (status === 'otherInactive') occupation = otherInactiveOccupation(random, age);
    else {
      iscoGroup = pickWeighted(
        random,
        shares.map((_, i) => i + 1),
        (group) => (shares[group - 1] ?? 0) * groupAgeWeight(group, age),
      );
      const job = drawJobTitle(random, population, country, iscoGroup, age);
      workplace = status === 'employed' && job.workplaces ? pick(random, job.workplaces) : undefined;
      occupation =
        status === 'employed'
          ? job.title
          : `${status === 'retired' ? 'Retired' : 'Unemployed'} ${lowerFirst(job.title)}`;
    }
  }
  const incomeShares = population.incomeBracketShare[country];
  const income =
    facts.income ??
    pickWeighted(random, INCOME_BRACKETS, (b) => incomeShares[INCOME_BRACKETS.indexOf(b)] ?? 0);
  const { name, firstName } = drawName(random, population, country, { gender, age }, usedNames);
  const area = facts.city
    ? undefined
    : pickWeighted(random, Object.entries(population.cityShares[country]), ([, share]) => share)[0];
  const town = facts.city ?? townIn(random, country, area ?? '');
  const bigFive = drawBigFive(random, age);
  const personality = describePersonality(random, bigFive);
  const values = [
    ...(facts.attitudes ?? []),
    ...drawValues(random, {
      country,
      secularScore: population.traditionalToSecular[country],
      age,
      bigFive,
      income,
    }),
  ];
  const education = facts.education
    ? educationAt(random, country, facts.education)
    : drawEducation(random, country, iscoGroup, status);
  const household = drawHousehold(random, age, status, country, {
    marital: facts.marital,
    children: facts.children,
    size: facts.householdSize,
  });
  const biography = writeBiography(random, {
    firstName,
    age,
    gender,
    town,
    status,
    role: lowerFirst(occupation),
    workplace,
    household,
    education,
    personality,
    country,
  });
  const attitudes = facts.attitudes?.length
    ? ` In ${gender === 'female' ? 'her' : 'his'} own words: ${facts.attitudes.map((a) => a.replace(/[.!?]*$/, '.')).join(' ')}`
    : '';
  return {
    id,
    name,
    title: `${titleCase(occupation)} from ${town}`,
    occupation,
    age,
    gender,
    location: `${town}, ${COUNTRY_NAMES[country]}`,
    city: town,
    countryCode: country,
    personalityTraits: personality,
    valuesAndBeliefs: values,
    segments: {
      income_bracket: income,
      age_group: ageGroupOf(age),
      marital_status: household.marital,
      has_children: household.children,
      education_level:
        facts.education === 'below-secondary' ? 'below-secondary' : (education.level ?? 'secondary'),
      habits: { ...drawVenueHabits(id, age, gender), ...facts.habits },
    },
    bigFive,
    activityStatus: status,
    iscoGroup: status === 'employed' ? (iscoGroup ?? null) : null,
    household: household.label,
    education: education.label,
    biography: biography + attitudes,
    weight: 1,
    libraryVersion: AUDIENCE_TWIN_VERSION,
  };
}

/** The filter's age groups (contracts/personas.ts AGE_GROUPS). */
export function ageGroupOf(age: number): string {
  if (age < 25) return '18-24';
  if (age < 35) return '25-34';
  if (age < 45) return '35-44';
  if (age < 55) return '45-54';
  if (age < 65) return '55-64';
  return '65+';
}
