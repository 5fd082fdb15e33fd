// Eating-and-drinking-out habits for the twin library, copied from real people of the same age group and gender.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Gender } from './population-data';
import { mulberry32, pick } from '@contracts/seeded-random';

export type VenueHabits = {
  bar: number;
  coffee_house: number;
  takeaway: number;
  restaurant_budget: number;
  restaurant_mid: number;
};

type HabitTable = {
  ageGroups: Array<{ label: string; below: number }>;
  cells: Record<string, VenueHabits[]>;
};

const table: HabitTable = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'venue-habits.json'), 'utf8'),
);

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash;
}

/**
 * The five habits of one survey respondent of the twin's age group and gender (all five together, so that a
 * regular at bars who never eats out stays that way). Drawn from the twin's own id, so adding this to the library
 * left every other drawn fact as it was. The survey is of US adults: for other countries this is the nearest
 * measured figure we have, and the methodology page says it is not validated there.
 */
export function drawVenueHabits(twinId: string, age: number, gender: Gender): VenueHabits {
  const group = table.ageGroups.find((g) => age < g.below) ?? table.ageGroups.at(-1)!;
  const cell = table.cells[`${group.label}|${gender}`] ?? [];
  return { ...pick(mulberry32(hashOf(twinId)), cell) };
}
