import { eq } from 'drizzle-orm';
import { isCurrentSubscription } from '../../../contracts/account';
import type { Tokens } from '../../../contracts/credits';
import { userTokens } from '../../../db/schema/index';
import type { Actor, AppContext } from '../../context';
import { findCurrentSubscription } from '../billing/find-current-subscription';

/** The caller's balance (no row means 0) and subscription. */
export async function getTokenBalance({ db }: AppContext, actor: Actor): Promise<Tokens> {
  const [[row], subscription] = await Promise.all([
    db.select({ balance: userTokens.balance }).from(userTokens).where(eq(userTokens.userId, actor.id)),
    findCurrentSubscription(db, actor.id),
  ]);
  return {
    balance: row?.balance ?? 0,
    subscription,
    isUnlimited: isCurrentSubscription(subscription?.status),
  };
}
