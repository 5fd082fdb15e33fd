import { desc, eq } from 'drizzle-orm';
import type { BrandProfile } from '@contracts/brand-study';
import { brandProfiles } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { findOwnedBrandProfile, toBrandProfile } from './brand-profiles';

/** The caller's brand profiles, newest first. */
export async function listBrandProfiles({ db }: AppContext, actor: Actor): Promise<BrandProfile[]> {
  const rows = await db
    .select()
    .from(brandProfiles)
    .where(eq(brandProfiles.userId, actor.id))
    .orderBy(desc(brandProfiles.createdAt), desc(brandProfiles.id));
  return rows.map(toBrandProfile);
}

export async function getBrandProfile({ db }: AppContext, actor: Actor, id: string): Promise<BrandProfile> {
  return toBrandProfile(await findOwnedBrandProfile(db, actor.id, id));
}
