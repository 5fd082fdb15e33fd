import { and, eq } from 'drizzle-orm';
import { brandProfiles } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { findOwnedBrandProfile } from './brand-profiles';

/**
 * Deletes one of the caller's profiles (404 for anyone else). Its studies are records of their own that hold the
 * profile as it was when they ran, so they stay readable: their run pages, shared snapshots and exports still work.
 */
export async function deleteBrandProfile({ db }: AppContext, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await findOwnedBrandProfile(tx, actor.id, id);
    await tx.delete(brandProfiles).where(and(eq(brandProfiles.id, id), eq(brandProfiles.userId, actor.id)));
  });
}
