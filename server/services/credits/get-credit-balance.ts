import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CURRENT_SUBSCRIPTION_STATUSES, isCurrentSubscription } from '@contracts/account';
import type { CreditBalance } from '@contracts/credits';
import { preparedPerDatabase } from '@db/prepared';
import { subscriptionsStripe, user, userTokens } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { toSubscription } from '../billing/find-current-subscription';

/** Balance and newest current subscription in one statement: on PGlite every statement queues behind the others. */
const balanceAndSubscriptionOf = preparedPerDatabase((db) =>
  db
    .select({ balance: userTokens.balance, subscription: subscriptionsStripe })
    .from(user)
    .leftJoin(userTokens, eq(userTokens.userId, user.id))
    .leftJoin(
      subscriptionsStripe,
      and(
        eq(subscriptionsStripe.userId, user.id),
        inArray(subscriptionsStripe.status, [...CURRENT_SUBSCRIPTION_STATUSES]),
      ),
    )
    .where(eq(user.id, sql.placeholder('userId')))
    .orderBy(desc(subscriptionsStripe.currentPeriodEnd))
    .limit(1)
    .prepare('token_balance'),
);

/** The caller's balance (no row means 0) and subscription. */
export async function getCreditBalance({ db }: AppContext, actor: Actor): Promise<CreditBalance> {
  const [row] = await balanceAndSubscriptionOf(db).execute({ userId: actor.id });
  const subscription = row?.subscription ? toSubscription(row.subscription) : null;
  return {
    balance: row?.balance ?? 0,
    subscription,
    isUnlimited: isCurrentSubscription(subscription?.status),
  };
}
