import type { EducationLevel, Habits, MaritalStatus, Persona } from '@contracts/personas';
import type { SurveyRow } from './coupon-survey';

/**
 * How a survey row becomes what a Twinsight user would give the product: the coupon and its situation written
 * as a concept, and the respondent as a twin. Bump the version whenever either changes; reports name it.
 */
export const SCENARIO_MAPPING_VERSION = 'uci-coupon-1';

const VENUES: Record<string, string> = {
  'Coffee House': 'a coffee house',
  Bar: 'a bar',
  'Carry out & Take away': 'a take-away place',
  'Restaurant(<20)': 'a restaurant where a meal costs under $20',
  'Restaurant(20-50)': 'a restaurant where a meal costs $20 to $50',
};
const TRIPS: Record<string, string> = {
  'No Urgent Place': 'with no urgent place to be',
  Home: 'home',
  Work: 'to work',
};
const COMPANY: Record<string, string> = {
  Alone: 'alone',
  'Friend(s)': 'with friends',
  'Kid(s)': 'with your kids',
  Partner: 'with your partner',
};
const EXPIRY: Record<string, string> = { '2h': '2 hours', '1d': '1 day' };

function hourText(time: string): string {
  const match = /^(\d{1,2})\s*(AM|PM)$/i.exec(time);
  return match ? `${match[1]} ${match[2]!.toUpperCase()}` : time;
}

function known<T>(table: Record<string, T>, value: string, column: string): T {
  const mapped = table[value];
  if (mapped === undefined) throw new Error(`Unknown ${column} "${value}"`);
  return mapped;
}

/** The coupon and situation as a user would describe them in a concept. */
export function conceptOf({ fields }: SurveyRow): string {
  const minutes = fields.toCoupon_GEQ25min === '1' ? 25 : fields.toCoupon_GEQ15min === '1' ? 15 : 5;
  const direction =
    fields.direction_same === '1' ? 'in the same direction you are driving' : 'in the opposite direction';
  return (
    `You are driving ${known(TRIPS, fields.destination, 'destination')} ${known(COMPANY, fields.passanger, 'passenger')}` +
    ` at ${hourText(fields.time)}; it is ${fields.weather.toLowerCase()} and ${fields.temperature}°F.` +
    ` A coupon pops up on your phone for ${known(VENUES, fields.couponType, 'coupon type')}, ${minutes} minutes away, ${direction}.` +
    ` It is valid for ${known(EXPIRY, fields.expiration, 'expiration')}.`
  );
}

/** Middle of each survey age band. */
const AGES: Record<string, number> = {
  below21: 19,
  '21': 23,
  '26': 28,
  '31': 33,
  '36': 38,
  '41': 43,
  '46': 48,
  '50plus': 58,
};
const MARITAL: Record<string, MaritalStatus> = {
  Single: 'single',
  'Unmarried partner': 'partner',
  'Married partner': 'married',
  Divorced: 'divorced',
  Widowed: 'widowed',
};
const EDUCATION: Record<string, EducationLevel> = {
  'Some High School': 'below-secondary',
  'High School Graduate': 'secondary',
  'Some college - no degree': 'some-college',
  'Associates degree': 'associate',
  'Bachelors degree': 'bachelor',
  'Graduate degree (Masters or Doctorate)': 'graduate',
};
/** Visits per month at the middle of each answer band (more than 8 counts as 12). */
const VISITS: Record<string, number> = { never: 0, less1: 0.5, '1~3': 2, '4~8': 6, gt8: 12 };
/**
 * OECD income classes on the US median household income (USD 83,730, 2024): Low below 75 % of it, High above
 * 200 %. The survey's top band starts at $100,000, so no respondent is provably High.
 */
const LOW_INCOME_BANDS = new Set([
  'Less than $12500',
  '$12500 - $24999',
  '$25000 - $37499',
  '$37500 - $49999',
  '$50000 - $62499',
]);

function activityOf(occupation: string): string {
  if (occupation === 'Student') return 'student';
  if (occupation === 'Retired') return 'retired';
  if (occupation === 'Unemployed') return 'unemployed';
  return 'employed';
}

function householdOf(marital: MaritalStatus, hasChildren: boolean): string {
  const children = hasChildren ? ' and children' : '';
  switch (marital) {
    case 'married':
      return `Married${children ? ', with children' : ''}`;
    case 'partner':
      return `Lives with partner${children}`;
    case 'divorced':
      return hasChildren ? 'Divorced parent' : 'Divorced, lives alone';
    case 'widowed':
      return hasChildren ? 'Widowed parent' : 'Widowed, lives alone';
    case 'single':
      return hasChildren ? 'Single parent' : 'Single';
  }
}

/** The respondent's stated habits (a band left blank stays unstated). */
export function habitsOfRow(fields: SurveyRow['fields']): Habits {
  const habits: Habits = {};
  const read = (key: keyof Habits, value: string) => {
    if (value in VISITS) habits[key] = VISITS[value];
  };
  read('bar', fields.Bar);
  read('coffee_house', fields.CoffeeHouse);
  read('takeaway', fields.CarryAway);
  read('restaurant_budget', fields.RestaurantLessThan20);
  read('restaurant_mid', fields.Restaurant20To50);
  return habits;
}

export function ageOfRow(fields: SurveyRow['fields']): number {
  return known(AGES, fields.age, 'age');
}

/** The respondent as a US twin with the survey's facts and nothing invented: personality at the population mean. */
export function twinOf({ fields, respondentId }: SurveyRow): Persona {
  const marital = known(MARITAL, fields.maritalStatus, 'marital status');
  const hasChildren = fields.has_children === '1';
  const activity = activityOf(fields.occupation);
  const occupation = activity === 'employed' ? `${fields.occupation} occupation` : fields.occupation;
  const household = householdOf(marital, hasChildren);
  const age = ageOfRow(fields);
  return {
    id: `survey-${respondentId}`,
    name: `Respondent ${respondentId}`,
    title: occupation,
    occupation,
    age,
    gender: fields.gender.toLowerCase(),
    profile_image: '',
    location: 'United States',
    city: '',
    country_code: 'US',
    personality_traits: [],
    values_and_beliefs: [],
    segments: {
      income_bracket: LOW_INCOME_BANDS.has(fields.income) ? 'Low' : 'Middle',
      marital_status: marital,
      has_children: hasChildren,
      education_level: known(EDUCATION, fields.education, 'education'),
      habits: habitsOfRow(fields),
    },
    big_five: { openness: 0, conscientiousness: 0, extraversion: 0, agreeableness: 0, neuroticism: 0 },
    activity_status: activity,
    household,
    education: fields.education,
    biography: `A ${age}-year-old ${fields.gender.toLowerCase()} respondent (${household.toLowerCase()}).`,
  };
}
