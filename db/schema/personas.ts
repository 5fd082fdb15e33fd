import { index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

export type BigFive = {
  openness: number;
  conscientiousness: number;
  extraversion: number;
  agreeableness: number;
  neuroticism: number;
};

/** A twin's columns: the library's and every audience's twins share them, so either reads as a persona. */
export const personaColumns = () => ({
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  occupation: text('occupation').notNull(),
  age: integer('age').notNull(),
  gender: text('gender').notNull(),
  profileImage: text('profile_image').notNull(),
  location: text('location').notNull(),
  city: text('city').notNull(),
  countryCode: text('country_code').notNull(),
  personalityTraits: jsonb('personality_traits').$type<string[]>().notNull(),
  valuesAndBeliefs: jsonb('values_and_beliefs').$type<string[]>().notNull(),
  segments: jsonb('segments')
    .$type<{ income_bracket: 'Low' | 'Middle' | 'High' } & Record<string, unknown>>()
    .notNull(),
  bigFive: jsonb('big_five').$type<BigFive>().notNull(),
  activityStatus: text('activity_status').notNull(),
  iscoGroup: integer('isco_group'),
  household: text('household').notNull(),
  education: text('education').notNull(),
  biography: text('biography').notNull(),
  /** Survey weight within its country (mean 1): aggregates use it so over-sampled cities keep national shares. */
  weight: real('weight').notNull().default(1),
  libraryVersion: text('library_version').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const personas = pgTable('personas', personaColumns(), (t) => [
  index('personas_country_age_idx').on(t.countryCode, t.age),
]);
