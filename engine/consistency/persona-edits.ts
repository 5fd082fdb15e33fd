import type { IncomeBracket, Persona, VenueHabit } from '@contracts/personas';

/** One attribute of a twin changed, everything else kept: audience-fit checks compare the same twins two ways. */
export interface PersonaEdit {
  label: string;
  apply(persona: Persona): Persona;
}

/** Which panel twins a check asks (all of them unless it says otherwise). */
export interface PanelFilter {
  label: string;
  includes(persona: Persona): boolean;
}

const AGE_GROUPS: Array<[number, string]> = [
  [24, '18-24'],
  [34, '25-34'],
  [44, '35-44'],
  [54, '45-54'],
  [64, '55-64'],
];
const ageGroupOf = (age: number) => AGE_GROUPS.find(([upTo]) => age <= upTo)?.[1] ?? '65+';

/** The age, with the age group and the biography's 'NN-year-old' kept in agreement. */
export const withAge = (age: number): PersonaEdit => ({
  label: `age ${age}`,
  apply: (persona) => ({
    ...persona,
    age,
    segments: { ...persona.segments, age_group: ageGroupOf(age) },
    biography: persona.biography.replace(/\b\d+-year-old\b/g, `${age}-year-old`),
  }),
});

/** Parenthood: a couple with young children at home, or a couple without children. */
export const withYoungChildren = (hasThem: boolean): PersonaEdit => ({
  label: hasThem ? 'parent of young children' : 'no children',
  apply: (persona) => ({
    ...persona,
    household: hasThem ? 'Couple with young children' : 'Lives with partner',
    segments: { ...persona.segments, has_children: hasThem },
    biography: persona.biography.replace(/[^.]*\b(children|child|kids?)\b[^.]*\.\s*/gi, ''),
  }),
});

/** What the twin does: the occupation with the activity status that goes with it. */
export const withRole = (occupation: string, activityStatus: string): PersonaEdit => ({
  label: occupation.toLowerCase(),
  apply: (persona) => ({ ...persona, occupation, activity_status: activityStatus, title: occupation }),
});

export const asStudent = withRole('University student', 'student');
export const asEmployed = withRole('Office administrator', 'employed');
export const asRetiree = withRole('Retired teacher', 'retired');

export const withIncome = (bracket: IncomeBracket): PersonaEdit => ({
  label: `${bracket.toLowerCase()} income`,
  apply: (persona) => ({ ...persona, segments: { ...persona.segments, income_bracket: bracket } }),
});

export const withGender = (gender: 'female' | 'male'): PersonaEdit => ({
  label: gender,
  apply: (persona) => ({ ...persona, gender }),
});

/** A dog in the household (the library's twins have no pets): said in the biography, where people say it. */
export const withDog = (hasOne: boolean): PersonaEdit => ({
  label: hasOne ? 'dog owner' : 'no pets',
  apply: (persona) =>
    hasOne
      ? { ...persona, biography: `${persona.biography} They share their home with a dog called Max.` }
      : persona,
});

/** How often the twin goes to one kind of venue, visits per month; the other habits as they were. */
export const withHabit = (venue: VenueHabit, visitsPerMonth: number): PersonaEdit => ({
  label: `${venue.replace('_', ' ')} ${visitsPerMonth}/month`,
  apply: (persona) => ({
    ...persona,
    segments: {
      ...persona.segments,
      habits: { ...persona.segments.habits, [venue]: visitsPerMonth },
    },
  }),
});

/** Several attributes set at once, for checks that ask one kind of buyer (a parent with a high income). */
export const combined = (...edits: PersonaEdit[]): PersonaEdit => ({
  label: edits.map((edit) => edit.label).join(', '),
  apply: (persona) => edits.reduce((twin, edit) => edit.apply(twin), persona),
});

export const everyone: PanelFilter = { label: 'all twins', includes: () => true };
export const agedBetween = (low: number, high: number): PanelFilter => ({
  label: `twins aged ${low}-${high}`,
  includes: (persona) => persona.age >= low && persona.age <= high,
});
export const inWork: PanelFilter = {
  label: 'twins in work',
  includes: (persona) =>
    /employ/i.test(persona.activity_status) && !/unemploy/i.test(persona.activity_status),
};
