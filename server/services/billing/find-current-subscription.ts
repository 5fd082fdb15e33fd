import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CURRENT_SUBSCRIPTION_STATUSES, type Subscription } from '@contracts/account';
import type { Db } from '@db/client';
import { preparedPerDatabase } from '@db/prepared';
import { subscriptionsStripe } from '@db/schema/index';

/** The newest current subscription first (also the order getCreditBalance reads it in). */
const currentSubscriptionOf = preparedPerDatabase((db) =>
  db
    .select()
    .from(subscriptionsStripe)
    .where(
      and(
        eq(subscriptionsStripe.userId, sql.placeholder('userId')),
        inArray(subscriptionsStripe.status, [...CURRENT_SUBSCRIPTION_STATUSES]),
      ),
    )
    .orderBy(desc(subscriptionsStripe.currentPeriodEnd))
    .limit(1)
    .prepare('find_current_subscription'),
);

/** The caller's active or trialing subscription, or null (a missing row is not an error). */
export async function findCurrentSubscription(db: Db, userId: string): Promise<Subscription | null> {
  const [row] = await currentSubscriptionOf(db).execute({ userId });
  return row ? toSubscription(row) : null;
}

export function toSubscription(row: typeof subscriptionsStripe.$inferSelect): Subscription {
  return {
    status: row.status,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    product_id: row.productId,
    product_name: row.productName,
    stripe_subscription_id: row.stripeSubscriptionId,
  };
}
