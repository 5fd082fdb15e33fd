import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@db/client';
import { tokenTransactions, userTokens } from '@db/schema/index';
import { REALTIME_CHANNEL } from '../../infrastructure/publish-event';

export type LedgerEntryInput = {
  userId: string;
  /** Negative for a debit, positive for a credit. */
  amount: number;
  operationType: string;
  actionId: string | null;
  metadata?: Record<string, unknown>;
  /** Who acted, when another user's balance pays (a team workspace's owner pays for its members' runs). */
  actorId?: string;
};

export type LedgerOutcome = { applied: true; balanceAfter: number } | { applied: false; balance: number };

/**
 * The common table expressions that move a balance and write the matching ledger row, as one statement: `moved`
 * (the balance after, or no row when the debit is refused or `guard` is false) and `entry` (the ledger row, with
 * balance_after). A debit is one conditional update, so the balance can never go below zero under any concurrency;
 * a replayed actionId fails the whole statement on the ledger's unique index (see isUniqueViolation).
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
      insert into ${tokenTransactions} (user_id, amount, balance_after, operation_type, action_id, metadata, actor_user_id)
      select ${userId}::text, ${amount}::integer, balance, ${entry.operationType}::text, ${entry.actionId}::text,
        ${JSON.stringify(entry.metadata ?? {})}::jsonb, ${entry.actorId ?? null}::text
      from moved returning balance_after
    )`;
}

/** pg_notify of the user's balance event (the realtime hub's envelope), with the balance given as SQL. */
const notifyBalance = (userId: string, balance: SQL) =>
  sql`pg_notify(${REALTIME_CHANNEL},
    json_build_object('userId', ${userId}::text, 'event', json_build_object('type', 'tokens', 'balance', ${balance}))::text)`;

/** The caller's balance as the statement found it, before its own change. */
export const balanceBefore = (userId: string) =>
  sql`(select balance from ${userTokens} where user_id = ${userId})`;

/**
 * Moves a user's balance, writes the matching ledger row and queues the balance event, in the caller's transaction
 * and one round trip (the event is delivered if and only if that transaction commits). A replayed actionId raises a
 * unique violation and the caller rolls back.
 */
export async function applyLedgerEntry(tx: Executor, entry: LedgerEntryInput): Promise<LedgerOutcome> {
  const [row] = await queryRows<{ balance_after: number | null; balance: number | null }>(
    tx,
    sql`with ${ledgerEntryExpressions(entry)},
      notified as (select balance_after, ${notifyBalance(entry.userId, sql`balance_after`)} from entry)
      select (select balance_after from notified) as balance_after, ${balanceBefore(entry.userId)} as balance`,
  );
  if (row?.balance_after === null || row?.balance_after === undefined)
    return { applied: false, balance: row?.balance ?? 0 };
  return { applied: true, balanceAfter: row.balance_after };
}

/**
 * Sends the user's current balance to every server process's realtime clients, outside any write transaction.
 * For a change that has just committed on its own: a transaction that both writes and NOTIFYs holds PostgreSQL's
 * global notify lock through its WAL flush, which lets only one such commit happen at a time (decision 020). The
 * balance is read when the event is sent, so the last event a client receives carries the newest balance.
 */
export async function publishCurrentBalance(db: Executor, userId: string): Promise<void> {
  await db.execute(
    sql`select ${notifyBalance(userId, sql`(select balance from ${userTokens} where user_id = ${userId})`)}`,
  );
}

/** The rows of a raw statement: both drivers (PGlite and node-postgres) answer with { rows }. */
export async function queryRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export async function readBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: userTokens.balance })
    .from(userTokens)
    .where(eq(userTokens.userId, userId));
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
