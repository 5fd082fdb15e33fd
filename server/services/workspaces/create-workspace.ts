import { eq } from 'drizzle-orm';
import { createWorkspaceSchema, type Workspace } from '@contracts/workspaces';
import { user, workspaces, workspaceUsers } from '@db/schema/index';
import { billingConfigured, planByName } from '../../billing-catalog';
import type { Actor, AppContext } from '../../context';
import { forbidden, httpError, notFound } from '../../errors';
import { validate } from '../../validate';
import { isAdmin } from '../account/find-role';
import { findCurrentSubscription } from '../billing/find-current-subscription';
import { toWorkspace } from './list-workspaces';

export const TEAM_WORKSPACE = 'TEAM';

/**
 * Creates a team workspace whose owner (the caller, or for an administrator any account) pays for its runs. A
 * current Business subscription is required of the caller; administrators need none. Where billing is not set up,
 * the refusal says how an administrator grants the plan instead.
 */
export async function createWorkspace(context: AppContext, actor: Actor, body: unknown): Promise<Workspace> {
  const input = validate(createWorkspaceSchema, body);
  const admin = actor.isAdmin ?? (await isAdmin(context, actor.id));
  const ownerId = input.ownerId ?? actor.id;
  if (ownerId !== actor.id && !admin)
    throw forbidden('Only administrators create a workspace for another account.');
  if (!admin) {
    const subscription = await findCurrentSubscription(context.db, actor.id);
    if (planByName(subscription?.product_name)?.id !== 'business')
      throw httpError(
        'WORKSPACE_PLAN_REQUIRED',
        billingConfigured(context.env)
          ? 'Team workspaces come with the Business plan: subscribe to it on the pricing page to create one.'
          : 'Team workspaces come with the Business plan. Billing is not set up on this server, so an administrator ' +
              'grants the plan: Admin → Users (/admin/users), find your account, then Subscription → Business.',
      );
  }
  return context.db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, ownerId));
    if (!owner) throw notFound('No account with this id.');
    const [row] = await tx
      .insert(workspaces)
      .values({ name: input.name, workspaceType: TEAM_WORKSPACE, ownerId })
      .returning();
    await tx.insert(workspaceUsers).values({ workspaceId: row!.id, userId: ownerId, role: 'owner' });
    return toWorkspace(row!);
  });
}
