import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { tokenTransactions, userTokens } from '../../../db/schema/index';
import { publishEvent } from '../../infrastructure/publish-event';

export type LedgerEntryInput = {
  userId: string;
  /** Negative for a debit, positive for a credit. */
  amount: number;
  operationType: string;
  actionId: string | null;
  metadata?: Record<string, unknown>;
};

export type LedgerOutcome = { applied: true; balanceAfter: number } | { applied: false; balance: number };

/**
 * Moves a user's balance and writes the matching ledger row, in the caller's transaction.
 * A debit is one conditional update, so the balance can never go below zero under any concurrency;
 * a replayed actionId fails on the ledger's unique index (see isUniqueViolation) and the caller rolls back.
 */
export async function applyLedgerEntry(tx: Executor, entry: LedgerEntryInput): Promise<LedgerOutcome> {
  const { userId, amount } = entry;
  const [row] =
    amount < 0
      ? await tx
          .update(userTokens)
          .set({ balance: sql`${userTokens.balance} + ${amount}`, updatedAt: new Date() })
          .where(and(eq(userTokens.userId, userId), gte(userTokens.balance, -amount)))
          .returning({ balance: userTokens.balance })
      : await tx
          .insert(userTokens)
          .values({ userId, balance: amount })
          .onConflictDoUpdate({
            target: userTokens.userId,
            set: { balance: sql`${userTokens.balance} + ${amount}`, updatedAt: new Date() },
          })
          .returning({ balance: userTokens.balance });
  if (!row) return { applied: false, balance: await readBalance(tx, userId) };
  await tx.insert(tokenTransactions).values({
    userId,
    amount,
    balanceAfter: row.balance,
    operationType: entry.operationType,
    actionId: entry.actionId,
    metadata: entry.metadata ?? {},
  });
  await publishEvent(tx, userId, { type: 'tokens', balance: row.balance });
  return { applied: true, balanceAfter: row.balance };
}

export async function readBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ balance: userTokens.balance }).from(userTokens).where(eq(userTokens.userId, userId));
  return row?.balance ?? 0;
}

export async function findLedgerEntry(db: Executor, userId: string, actionId: string) {
  const [row] = await db
    .select()
    .from(tokenTransactions)
    .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.actionId, actionId)));
  return row;
}

/** PostgreSQL's unique_violation (23505), as raised directly or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
