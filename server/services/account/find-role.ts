import { eq } from 'drizzle-orm';
import { userRoles } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { forbidden } from '../../errors';

/** A missing user_roles row means a regular user, not an error. */
export async function isAdmin({ db }: AppContext, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role === 'admin';
}

export async function assertAdmin(context: AppContext, actor: Actor): Promise<void> {
  if (!(actor.isAdmin ?? (await isAdmin(context, actor.id)))) throw forbidden('Administrators only.');
}
