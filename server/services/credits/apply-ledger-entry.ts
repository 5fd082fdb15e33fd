import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { tokenTransactions, userTokens } from '../../../db/schema/index';
import { REALTIME_CHANNEL } from '../../infrastructure/publish-event';

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
 * The common table expressions that move a balance, write the matching ledger row and queue the realtime event,
 * as one statement: `moved` (the balance after, or no row when the debit is refused or `guard` is false),
 * `entry` (the ledger row) and `notified` (its balance, once the event is queued; only evaluated when the final
 * select reads it). A debit is one conditional update, so the balance can never go below zero under any
 * concurrency; a replayed actionId fails the whole statement on the ledger's unique index (see isUniqueViolation).
 */
export function ledgerEntryExpressions(entry: LedgerEntryInput, guard: SQL = sql`true`): SQL {
  const { userId, amount } = entry;
  const moved =
    amount < 0
      ? sql`update ${userTokens} set balance = balance + ${amount}, updated_at = now()
            where user_id = ${userId} and balance >= ${-amount} and ${guard} returning balance`
      : sql`insert into ${userTokens} (user_id, balance) select ${userId}::text, ${amount}::integer where ${guard}
            on conflict (user_id) do update set balance = ${userTokens}.balance + ${amount}, updated_at = now()
            returning balance`;
  return sql`moved as (${moved}),
    entry as (
      insert into ${tokenTransactions} (user_id, amount, balance_after, operation_type, action_id, metadata)
      select ${userId}::text, ${amount}::integer, balance, ${entry.operationType}::text, ${entry.actionId}::text,
        ${JSON.stringify(entry.metadata ?? {})}::jsonb
      from moved returning balance_after
    ),
    notified as (
      select balance_after, pg_notify(${REALTIME_CHANNEL},
        json_build_object('userId', ${userId}::text, 'event', json_build_object('type', 'tokens', 'balance', balance_after))::text)
      from entry
    )`;
}

/** The caller's balance as the statement found it, before its own change. */
export const balanceBefore = (userId: string) => sql`(select balance from ${userTokens} where user_id = ${userId})`;

/**
 * Moves a user's balance and writes the matching ledger row, in the caller's transaction, in one round trip.
 * A replayed actionId raises a unique violation and the caller rolls back.
 */
export async function applyLedgerEntry(tx: Executor, entry: LedgerEntryInput): Promise<LedgerOutcome> {
  const [row] = await queryRows<{ balance_after: number | null; balance: number | null }>(
    tx,
    sql`with ${ledgerEntryExpressions(entry)}
      select (select balance_after from notified) as balance_after, ${balanceBefore(entry.userId)} as balance`,
  );
  if (row?.balance_after === null || row?.balance_after === undefined) return { applied: false, balance: row?.balance ?? 0 };
  return { applied: true, balanceAfter: row.balance_after };
}

/** The rows of a raw statement: both drivers (PGlite and node-postgres) answer with { rows }. */
export async function queryRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
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
