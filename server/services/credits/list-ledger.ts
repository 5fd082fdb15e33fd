import { and, desc, eq, lt } from 'drizzle-orm';
import type { LedgerEntry } from '@contracts/credits';
import { tokenTransactions } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';

/** The caller's ledger, newest first, keyset-paged by id. */
export async function listLedger(
  { db }: AppContext,
  actor: Actor,
  options: { limit: number; before?: number },
) {
  const rows = await db
    .select()
    .from(tokenTransactions)
    .where(
      and(
        eq(tokenTransactions.userId, actor.id),
        options.before ? lt(tokenTransactions.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(tokenTransactions.id))
    .limit(options.limit + 1);
  const items: LedgerEntry[] = rows.slice(0, options.limit).map((row) => ({
    id: row.id,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    operationType: row.operationType,
    actionId: row.actionId,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, hasMore: rows.length > options.limit };
}
