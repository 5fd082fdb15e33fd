import { z } from 'zod';

export const AGE_GROUPS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const COUNTRIES = [
  { code: 'MT', name: 'Malta' },
  { code: 'UK', name: 'United Kingdom' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'US', name: 'United States' },
] as const;
export const CITIES = [
  { code: 'LON', name: 'London' },
  { code: 'AMS', name: 'Amsterdam' },
  { code: 'VAL', name: 'Valletta' },
] as const;
export const INCOME_GROUPS = [
  { code: 'Low', name: 'Low Income' },
  { code: 'Middle', name: 'Middle Income' },
  { code: 'High', name: 'High Income' },
] as const;
export const JOB_TYPES = [
  { code: 'B2B', name: 'Business-to-Business' },
  { code: 'Executive', name: 'Executives & Leaders' },
  { code: 'Tech', name: 'Tech Professionals' },
  { code: 'Sales', name: 'Sales & Marketing' },
] as const;

export const MAX_TWINS = 7;

/** Big Five scores as z-scores: 0 is the population mean, 1 one standard deviation above it. */
export const bigFiveSchema = z.object({
  openness: z.number(),
  conscientiousness: z.number(),
  extraversion: z.number(),
  agreeableness: z.number(),
  neuroticism: z.number(),
});
export type BigFive = z.infer<typeof bigFiveSchema>;

export const incomeBracketSchema = z.enum(['Low', 'Middle', 'High']);
export type IncomeBracket = z.infer<typeof incomeBracketSchema>;

export const MARITAL_STATUSES = ['single', 'partner', 'married', 'divorced', 'widowed'] as const;
export const maritalStatusSchema = z.enum(MARITAL_STATUSES);
export type MaritalStatus = z.infer<typeof maritalStatusSchema>;

/** Highest completed education, on one scale for every country. */
export const EDUCATION_LEVELS = [
  'below-secondary',
  'secondary',
  'some-college',
  'associate',
  'bachelor',
  'graduate',
] as const;
export const educationLevelSchema = z.enum(EDUCATION_LEVELS);
export type EducationLevel = z.infer<typeof educationLevelSchema>;

/** Where people eat and drink out; each habit is visits per month. */
export const VENUE_HABITS = [
  'bar',
  'coffee_house',
  'takeaway',
  'restaurant_budget',
  'restaurant_mid',
] as const;
export type VenueHabit = (typeof VENUE_HABITS)[number];
export const habitsSchema = z.partialRecord(z.enum(VENUE_HABITS), z.number().min(0).max(31));
export type Habits = z.infer<typeof habitsSchema>;

/** What real consumers differ by, beyond age, gender, occupation and income; optional for records made before them. */
export const segmentsSchema = z
  .object({
    income_bracket: incomeBracketSchema,
    marital_status: maritalStatusSchema.optional(),
    has_children: z.boolean().optional(),
    education_level: educationLevelSchema.optional(),
    habits: habitsSchema.optional(),
  })
  .catchall(z.unknown());
export type Segments = z.infer<typeof segmentsSchema>;

/** A digital twin as the API returns it (the spec's field names, plus the library's extra detail). */
export const personaSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  occupation: z.string(),
  age: z.number().int(),
  gender: z.string(),
  profile_image: z.string(),
  /** 'City, Country' */
  location: z.string(),
  city: z.string(),
  country_code: z.string(),
  personality_traits: z.array(z.string()),
  values_and_beliefs: z.array(z.string()),
  segments: segmentsSchema,
  big_five: bigFiveSchema,
  activity_status: z.string(),
  household: z.string(),
  education: z.string(),
  biography: z.string(),
  /** Survey weight within the twin's country (mean 1): aggregate figures count each answer by it; absent means 1. */
  weight: z.number().positive().optional(),
});
export type Persona = z.infer<typeof personaSchema>;

/** The spec's filter set: each a list of codes. */
export const filterSetSchema = z.object({
  ageGroups: z.array(z.enum(AGE_GROUPS)).default([]),
  countries: z.array(z.enum(COUNTRIES.map((c) => c.code))).default([]),
  cities: z.array(z.enum(CITIES.map((c) => c.code))).default([]),
  incomeGroups: z.array(incomeBracketSchema).default([]),
  jobTypes: z.array(z.enum(JOB_TYPES.map((j) => j.code))).default([]),
});
export type FilterSet = z.infer<typeof filterSetSchema>;

/** GET /api/personas (and ?ids=): a list of twins. */
export const personaListSchema = z.array(personaSchema);
