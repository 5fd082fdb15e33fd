import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BrandProfile, brandProfileInputSchema } from '@contracts/brand-study';
import { brandProfiles } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { findOwnedBrandProfile, toBrandProfile } from './brand-profiles';

/** Rewrites one of the caller's profiles (404 for anyone else); its past studies keep the profile as it was then. */
export async function updateBrandProfile(
  { db }: AppContext,
  actor: Actor,
  id: string,
  input: z.output<typeof brandProfileInputSchema>,
): Promise<BrandProfile> {
  return db.transaction(async (tx) => {
    await findOwnedBrandProfile(tx, actor.id, id);
    const [row] = await tx
      .update(brandProfiles)
      .set({
        name: input.name,
        category: input.category,
        description: input.description,
        competitors: input.competitors,
        logoUrl: input.logoUrl ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(brandProfiles.id, id), eq(brandProfiles.userId, actor.id)))
      .returning();
    return toBrandProfile(row!);
  });
}
