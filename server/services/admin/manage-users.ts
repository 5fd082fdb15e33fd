import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AdminRoleRequest, AdminSubscriptionRequest, AdminUser } from '@contracts/admin-users';
import { CURRENT_SUBSCRIPTION_STATUSES } from '@contracts/account';
import { subscriptionsStripe, user, userRoles, userTokens } from '@db/schema/index';
import { planByName } from '../../billing-catalog';
import type { Actor, AppContext } from '../../context';
import { forbidden, httpError, notFound } from '../../errors';
import { applyLedgerEntry } from '../credits/apply-ledger-entry';
import { assertAdmin } from '../account/find-role';
import { publishEvent } from '../../infrastructure/publish-event';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Admin search by email or name (at most 50 rows). */
export async function searchUsers(context: AppContext, actor: Actor, query: string): Promise<AdminUser[]> {
  await assertAdmin(context, actor);
  const { db } = context;
  const pattern = `%${escapeLike(query.trim())}%`;
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      role: userRoles.role,
      balance: userTokens.balance,
    })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(userTokens, eq(userTokens.userId, user.id))
    .where(query.trim() ? or(ilike(user.email, pattern), ilike(user.name, pattern)) : undefined)
    .orderBy(asc(user.email))
    .limit(50);
  const subscriptions = rows.length
    ? await db
        .select({
          userId: subscriptionsStripe.userId,
          status: subscriptionsStripe.status,
          productName: subscriptionsStripe.productName,
        })
        .from(subscriptionsStripe)
        .where(
          and(
            inArray(
              subscriptionsStripe.userId,
              rows.map((r) => r.id),
            ),
            inArray(subscriptionsStripe.status, [...CURRENT_SUBSCRIPTION_STATUSES]),
          ),
        )
    : [];
  return rows.map((row) => {
    const subscription = subscriptions.find((s) => s.userId === row.id);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      isAdmin: row.role === 'admin',
      balance: row.balance ?? 0,
      subscription: subscription
        ? { status: subscription.status, product_name: subscription.productName }
        : null,
    };
  });
}

async function assertUserExists({ db }: AppContext, userId: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!row) throw notFound('User not found.');
}

/** A positive or negative adjustment through the ledger; a balance never goes below zero. */
export async function adjustCredits(
  context: AppContext,
  actor: Actor,
  userId: string,
  input: { amount: number; reason: string },
) {
  await assertAdmin(context, actor);
  await assertUserExists(context, userId);
  const outcome = await context.db.transaction((tx) =>
    applyLedgerEntry(tx, {
      userId,
      amount: input.amount,
      operationType: 'admin_adjustment',
      actionId: `admin:${randomUUID()}`,
      metadata: { reason: input.reason, adminId: actor.id },
    }),
  );
  if (!outcome.applied) {
    throw httpError(
      'BALANCE_WOULD_BE_NEGATIVE',
      `The balance is ${outcome.balance}; removing ${-input.amount} credits would take it below 0.`,
    );
  }
  return { balance: outcome.balanceAfter };
}

/** Writes a manual (e.g. invoiced) subscription; Stripe-managed rows are left to Stripe. */
export async function setSubscription(
  context: AppContext,
  actor: Actor,
  userId: string,
  input: AdminSubscriptionRequest,
) {
  await assertAdmin(context, actor);
  await assertUserExists(context, userId);
  const plan = planByName(input.plan)!;
  const currentPeriodEnd = input.currentPeriodEnd ? new Date(input.currentPeriodEnd) : null;
  await context.db.transaction(async (tx) => {
    const manualId = `manual:${userId}`;
    await tx
      .insert(subscriptionsStripe)
      .values({
        userId,
        status: input.status,
        currentPeriodEnd,
        productId: plan.id,
        productName: plan.name,
        stripeSubscriptionId: manualId,
      })
      .onConflictDoUpdate({
        target: subscriptionsStripe.stripeSubscriptionId,
        set: {
          status: input.status,
          currentPeriodEnd,
          productId: plan.id,
          productName: plan.name,
          updatedAt: new Date(),
        },
      });
    await publishEvent(tx, userId, { type: 'subscription' });
  });
  return { status: input.status, plan: plan.id };
}

/**
 * Grants or withdraws the admin role. Withdrawing one's own is refused, so the admin making changes always remains.
 * The user's open tabs learn of it through the `role` event; the user_roles trigger drops their cached sessions.
 */
export async function setAdminRole(
  context: AppContext,
  actor: Actor,
  userId: string,
  input: AdminRoleRequest,
) {
  await assertAdmin(context, actor);
  await assertUserExists(context, userId);
  if (userId === actor.id && !input.isAdmin)
    throw httpError('OWN_ADMIN_ROLE', 'You cannot withdraw your own admin role.');
  await context.db.transaction(async (tx) => {
    // Role changes one at a time, each by an admin who still is one: two admins withdrawing each other's role at
    // once leave the first of them, never none.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-roles'))`);
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'));
    if (!admins.some((admin) => admin.userId === actor.id)) throw forbidden('Administrators only.');
    if (!input.isAdmin && admins.every((admin) => admin.userId === userId))
      throw httpError('OWN_ADMIN_ROLE', 'At least one administrator must remain.');
    if (input.isAdmin) {
      await tx
        .insert(userRoles)
        .values({ userId, role: 'admin' })
        .onConflictDoUpdate({ target: userRoles.userId, set: { role: 'admin' } });
    } else {
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    }
    await publishEvent(tx, userId, { type: 'role' });
  });
  return { isAdmin: input.isAdmin };
}
