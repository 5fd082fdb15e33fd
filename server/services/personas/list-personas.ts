import { asc } from 'drizzle-orm';
import { filterPersonas } from '@contracts/persona-filters';
import type { FilterSet, Persona } from '@contracts/personas';
import type { Db } from '@db/client';
import { personas } from '@db/schema/index';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';

export type PersonaQuery = { ids?: string[]; filters?: Partial<FilterSet> };

/** A stored twin, or one of the generated library (no avatar yet), as the API shows it. */
export type PersonaRow = Omit<typeof personas.$inferSelect, 'profileImage' | 'createdAt'> & {
  profileImage?: string;
};

export function toPersona(row: PersonaRow): Persona {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    occupation: row.occupation,
    age: row.age,
    gender: row.gender,
    profile_image: row.profileImage ?? '',
    location: row.location,
    city: row.city,
    country_code: row.countryCode,
    personality_traits: row.personalityTraits,
    values_and_beliefs: row.valuesAndBeliefs,
    segments: row.segments,
    big_five: row.bigFive,
    activity_status: row.activityStatus,
    household: row.household,
    education: row.education,
    biography: row.biography,
    weight: row.weight,
  };
}

// The library changes only when it is seeded, so it is read once per database and kept.
// The full list is also kept as JSON text: serialising a thousand personas costs more than the request itself.
const loaded = new WeakMap<Db, Promise<{ list: Persona[]; byId: Map<string, Persona>; json: string }>>();

/** Called by the seeder after it changed the table. */
export function forgetCachedPersonas(db: Db) {
  loaded.delete(db);
}

function library(db: Db) {
  let entry = loaded.get(db);
  if (!entry) {
    entry = db
      .select()
      .from(personas)
      .orderBy(asc(personas.id))
      .then((rows) => {
        const list = rows.map(toPersona);
        return { list, byId: new Map(list.map((p) => [p.id, p])), json: JSON.stringify(list) };
      });
    loaded.set(db, entry);
    entry.catch(() => loaded.delete(db));
  }
  return entry;
}

/** All personas, or those with the given ids (in that order), narrowed by the spec's filter rules. */
export async function listPersonas(
  { db }: Pick<AppContext, 'db'>,
  { ids, filters = {} }: PersonaQuery = {},
): Promise<Persona[]> {
  if (ids && ids.length === 0) return [];
  const { list, byId } = await library(db);
  const chosen = ids ? ids.flatMap((id) => byId.get(id) ?? []) : list;
  return filterPersonas(chosen, filters);
}

/** Every persona, as the JSON text of GET /api/personas without parameters. */
export async function allPersonasJson({ db }: Pick<AppContext, 'db'>): Promise<string> {
  return (await library(db)).json;
}

export async function getPersona({ db }: Pick<AppContext, 'db'>, id: string): Promise<Persona> {
  const persona = (await library(db)).byId.get(id);
  if (!persona) throw notFound('Persona not found.');
  return persona;
}

/** Each library twin's survey weight by id; twins no longer in the library count as 1. */
export async function twinWeights({
  db,
}: Pick<AppContext, 'db'>): Promise<(personaId: string | undefined) => number> {
  const { byId } = await library(db);
  return (personaId) => (personaId === undefined ? undefined : byId.get(personaId)?.weight) ?? 1;
}
