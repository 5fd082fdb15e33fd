import type { z } from 'zod';
import type { BrandProfile, brandProfileInputSchema } from '@contracts/brand-study';
import { brandProfiles } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { toBrandProfile } from './brand-profiles';

export async function createBrandProfile(
  { db }: AppContext,
  actor: Actor,
  input: z.output<typeof brandProfileInputSchema>,
): Promise<BrandProfile> {
  const [row] = await db
    .insert(brandProfiles)
    .values({
      userId: actor.id,
      name: input.name,
      category: input.category,
      description: input.description,
      competitors: input.competitors,
      logoUrl: input.logoUrl ?? null,
    })
    .returning();
  return toBrandProfile(row!);
}
