// Shared pieces of the brand-profile services: the API shape and the owner-only lookup.
import { and, eq } from 'drizzle-orm';
import type { BrandProfile } from '@contracts/brand-study';
import type { Executor } from '@db/client';
import { brandProfiles } from '@db/schema/index';
import { notFound } from '../../errors';

export type BrandProfileRow = typeof brandProfiles.$inferSelect;

export function toBrandProfile(row: BrandProfileRow): BrandProfile {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    competitors: row.competitors,
    logo_url: row.logoUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's brand profile; anyone else's (or a malformed id) is the same 404. */
export async function findOwnedBrandProfile(
  db: Executor,
  userId: string,
  id: string,
): Promise<BrandProfileRow> {
  const [row] = UUID.test(id)
    ? await db
        .select()
        .from(brandProfiles)
        .where(and(eq(brandProfiles.id, id), eq(brandProfiles.userId, userId)))
    : [];
  if (!row) throw notFound(`Brand profile with ID ${id} not found`);
  return row;
}
