import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '@contracts/account';
import { profiles, user } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { notFound } from '../../errors';
import { publishEvent } from '../../infrastructure/publish-event';
import { toProfile } from './get-me';

export async function updateProfile(
  { db }: AppContext,
  actor: Actor,
  input: ProfileUpdate,
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(profiles)
      .set({
        fullName: input.full_name,
        ...(input.company !== undefined ? { company: input.company || null } : {}),
        ...(input.job_title !== undefined ? { jobTitle: input.job_title || null } : {}),
        updatedAt: now,
      })
      .where(eq(profiles.id, actor.id))
      .returning();
    if (!row) throw notFound('Profile not found.');
    await tx.update(user).set({ name: input.full_name, updatedAt: now }).where(eq(user.id, actor.id));
    await publishEvent(tx, actor.id, { type: 'profile' });
    return toProfile(row);
  });
}
