import { eq } from 'drizzle-orm';
import type { Me, Profile } from '@contracts/account';
import { profiles, userRoles, user } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { unauthorized } from '../../errors';
import { findCurrentSubscription } from '../billing/find-current-subscription';

export function toProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    id: row.id,
    full_name: row.fullName,
    company: row.company,
    job_title: row.jobTitle,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The session state the web app starts from: profile, role and subscription are read in parallel. */
export async function getMe({ db }: AppContext, actor: Actor): Promise<Me> {
  const [account, profile, role, subscription] = await Promise.all([
    db
      .select({ email: user.email, name: user.name, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, actor.id)),
    db.select().from(profiles).where(eq(profiles.id, actor.id)),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, actor.id)),
    findCurrentSubscription(db, actor.id),
  ]);
  if (!account[0]) throw unauthorized();
  return {
    user: {
      id: actor.id,
      email: account[0].email,
      name: account[0].name,
      createdAt: account[0].createdAt.toISOString(),
    },
    profile: profile[0] ? toProfile(profile[0]) : null,
    isAdmin: role[0]?.role === 'admin',
    subscription,
  };
}
