import type { Persona } from '../contracts/personas';

/** Builds a persona for tests: a plausible default overridden field by field. */
export function testPersona(overrides: Partial<Persona> & { id: string }): Persona {
  return {
    name: `Twin ${overrides.id}`,
    title: 'Test twin',
    occupation: 'Office administrator',
    age: 40,
    gender: 'female',
    profile_image: '',
    location: 'Amsterdam, Netherlands',
    city: 'Amsterdam',
    country_code: 'NL',
    personality_traits: ['Friendly'],
    values_and_beliefs: ['Honesty'],
    segments: { income_bracket: 'Middle' },
    big_five: { openness: 0.0, conscientiousness: 0.0, extraversion: 0.0, agreeableness: 0.0, neuroticism: 0.0 },
    activity_status: 'Employed full-time',
    household: 'Lives with partner',
    education: 'Bachelor degree',
    biography: 'Works in an office and enjoys cycling.',
    ...overrides,
  };
}

/** Seven varied twins: ages, countries, incomes, roles, values and personalities differ. */
export const SAMPLE_PERSONAS: Persona[] = [
  testPersona({
    id: 'p-sophie', name: 'Sophie de Vries', occupation: 'Sustainability consultant', age: 31, location: 'Amsterdam, Netherlands', city: 'Amsterdam', country_code: 'NL',
    segments: { income_bracket: 'High' }, values_and_beliefs: ['Protecting the environment for future generations', 'Fairness'], personality_traits: ['Curious', 'Idealistic'],
    big_five: { openness: 1.4, conscientiousness: 0.4, extraversion: 0.4, agreeableness: 1.0, neuroticism: -0.8 }, household: 'Lives with partner', biography: 'Cycles everywhere and buys second-hand.',
  }),
  testPersona({
    id: 'p-joseph', name: 'Joseph Borg', occupation: 'Retired bus driver', age: 71, gender: 'male', location: 'Valletta, Malta', city: 'Valletta', country_code: 'MT',
    segments: { income_bracket: 'Low' }, values_and_beliefs: ['Family comes first', 'Catholic faith and tradition'], personality_traits: ['Cautious', 'Frugal'],
    big_five: { openness: -1.0, conscientiousness: 0.8, extraversion: -0.4, agreeableness: 0.8, neuroticism: 0.2 }, activity_status: 'Retired', household: 'Lives with wife; three grown-up children and grandchildren nearby', biography: 'Spent 35 years driving buses around Malta.',
  }),
  testPersona({
    id: 'p-emma', name: 'Emma Clarke', occupation: 'Marketing director', age: 44, location: 'London, United Kingdom', city: 'London', country_code: 'UK',
    segments: { income_bracket: 'High' }, values_and_beliefs: ['Success and ambition', 'Quality over quantity'], personality_traits: ['Driven', 'Stylish'],
    big_five: { openness: 0.4, conscientiousness: 1.0, extraversion: 1.2, agreeableness: -0.2, neuroticism: -0.6 }, household: 'Married with two children', biography: 'Leads a marketing team in the City.',
  }),
  testPersona({
    id: 'p-tyler', name: 'Tyler Johnson', occupation: 'Warehouse operator', age: 23, gender: 'male', location: 'Dallas, United States', city: 'Dallas', country_code: 'US',
    segments: { income_bracket: 'Low' }, values_and_beliefs: ['Saving money for a car', 'Friends and community'], personality_traits: ['Easy-going', 'Thrifty'],
    big_five: { openness: -0.2, conscientiousness: -0.4, extraversion: 0.8, agreeableness: 0.2, neuroticism: 0.0 }, household: 'Shares an apartment with two roommates', biography: 'Works night shifts and games online.',
  }),
  testPersona({
    id: 'p-daan', name: 'Daan Bakker', occupation: 'Software engineer', age: 29, gender: 'male', location: 'Utrecht, Netherlands', city: 'Utrecht', country_code: 'NL',
    segments: { income_bracket: 'Middle' }, values_and_beliefs: ['Technology and innovation', 'Work-life balance'], personality_traits: ['Analytical', 'Early adopter'],
    big_five: { openness: 1.2, conscientiousness: 0.2, extraversion: -0.6, agreeableness: 0.0, neuroticism: -0.4 }, household: 'Lives alone with a cat', biography: 'Builds web apps and tinkers with smart-home gadgets.',
  }),
  testPersona({
    id: 'p-maria', name: 'Maria Camilleri', occupation: 'Nurse', age: 52, location: 'Birkirkara, Malta', city: 'Birkirkara', country_code: 'MT',
    segments: { income_bracket: 'Middle' }, values_and_beliefs: ['Health and wellbeing', 'Family'], personality_traits: ['Caring', 'Practical'],
    big_five: { openness: -0.2, conscientiousness: 1.2, extraversion: 0.0, agreeableness: 1.4, neuroticism: -0.2 }, household: 'Married with a teenage daughter', biography: 'Works shifts at Mater Dei hospital.',
  }),
  testPersona({
    id: 'p-harold', name: 'Harold Green', occupation: 'Retired accountant', age: 68, gender: 'male', location: 'Manchester, United Kingdom', city: 'Manchester', country_code: 'UK',
    segments: { income_bracket: 'Middle' }, values_and_beliefs: ['Financial security', 'Tradition'], personality_traits: ['Careful', 'Sceptical'],
    big_five: { openness: -0.8, conscientiousness: 1.4, extraversion: -0.8, agreeableness: 0.0, neuroticism: 0.4 }, activity_status: 'Retired', household: 'Widower, lives alone', biography: 'Keeps an allotment and reads the paper every morning.',
  }),
];
