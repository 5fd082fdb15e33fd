import { and, desc, eq, inArray } from 'drizzle-orm';
import { CURRENT_SUBSCRIPTION_STATUSES, type Subscription } from '../../../contracts/account';
import type { Executor } from '../../../db/client';
import { subscriptionsStripe } from '../../../db/schema/index';

/** The caller's active or trialing subscription, or null (a missing row is not an error). */
export async function findCurrentSubscription(db: Executor, userId: string): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptionsStripe)
    .where(
      and(eq(subscriptionsStripe.userId, userId), inArray(subscriptionsStripe.status, [...CURRENT_SUBSCRIPTION_STATUSES])),
    )
    .orderBy(desc(subscriptionsStripe.currentPeriodEnd))
    .limit(1);
  if (!row) return null;
  return {
    status: row.status,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    product_id: row.productId,
    product_name: row.productName,
    stripe_subscription_id: row.stripeSubscriptionId,
  };
}
