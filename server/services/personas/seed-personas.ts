import { count, getTableColumns, ne, sql } from 'drizzle-orm';
import { personas } from '@db/schema/index';
import { generateLibrary, LIBRARY_VERSION, type LibraryPersona } from '@db/seed/generate-library';
import type { AppContext } from '../../context';
import { forgetCachedPersonas } from './list-personas';

const BATCH_SIZE = 250;
/** Serialises concurrent seeders (several server processes starting together) on one database. */
const SEED_LOCK_KEY = 0x7e1a5;

export const avatarPath = (personaId: string) => `/api/personas/${encodeURIComponent(personaId)}/avatar.svg`;

export type SeedOutcome = { version: string; twins: number; changed: boolean; ms: number };

const { id: _id, createdAt: _createdAt, ...updatableColumns } = getTableColumns(personas);
const overwriteFromInsert = Object.fromEntries(
  Object.entries(updatableColumns).map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

/**
 * Makes the personas table hold exactly the current library: upserts every twin by id and removes rows of any
 * other library version, in one transaction. Does nothing when the current version is already there in full.
 */
export async function seedPersonas(
  { db }: Pick<AppContext, 'db'>,
  library: LibraryPersona[] = generateLibrary(),
): Promise<SeedOutcome> {
  const started = performance.now();
  const version = library[0]?.libraryVersion ?? LIBRARY_VERSION;
  const outcome = (changed: boolean) => ({
    version,
    twins: library.length,
    changed,
    ms: Math.round(performance.now() - started),
  });

  const isComplete = async () => {
    const [row] = await db
      .select({
        total: count(),
        current: sql<number>`count(*) filter (where ${personas.libraryVersion} = ${version})`,
      })
      .from(personas);
    return Number(row?.total) === library.length && Number(row?.current) === library.length;
  };
  if (await isComplete()) return outcome(false);

  const rows = library.map((persona) => ({ ...persona, profileImage: avatarPath(persona.id) }));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      await tx
        .insert(personas)
        .values(rows.slice(start, start + BATCH_SIZE))
        .onConflictDoUpdate({ target: personas.id, set: overwriteFromInsert });
    }
    await tx.delete(personas).where(ne(personas.libraryVersion, version));
  });
  forgetCachedPersonas(db);
  return outcome(true);
}
