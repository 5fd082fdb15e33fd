import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { account, user, userRoles } from '@db/schema/index';
import type { AppContext } from '../../context';

export const DEMO_ADMIN_EMAIL = 'admin@twinsight.example';

export type AdminAccountResult =
  | { outcome: 'configured'; email: string }
  | { outcome: 'demo-created'; email: string; password: string }
  | { outcome: 'exists'; email: string };

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD, creates or updates that admin account. Without them, creates a demo
 * admin once (when no admin exists yet) and returns its generated password so start-up can print it.
 */
export async function ensureAdminAccount(context: AppContext): Promise<AdminAccountResult> {
  const { env, db } = context;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await upsertAdmin(context, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    return { outcome: 'configured', email: env.ADMIN_EMAIL };
  }
  const [anyAdmin] = await db
    .select({ email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(user.createdAt)
    .limit(1);
  if (anyAdmin) return { outcome: 'exists', email: anyAdmin.email };
  const password = randomBytes(12).toString('base64url');
  await upsertAdmin(context, DEMO_ADMIN_EMAIL, password);
  return { outcome: 'demo-created', email: DEMO_ADMIN_EMAIL, password };
}

async function upsertAdmin({ db, auth }: AppContext, email: string, password: string): Promise<void> {
  const normalized = email.toLowerCase();
  let [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, normalized));
  if (!existing) {
    await auth.api.signUpEmail({ body: { name: 'Administrator', email: normalized, password } });
    [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, normalized));
    if (!existing) throw new Error(`Could not create the admin account ${normalized}`);
  } else {
    const digest = await (await auth.$context).password.hash(password);
    await db
      .update(account)
      .set({ password: digest, updatedAt: new Date() })
      .where(and(eq(account.userId, existing.id), eq(account.providerId, 'credential')));
  }
  await db
    .insert(userRoles)
    .values({ userId: existing.id, role: 'admin' })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: 'admin' } });
}
