import { and, eq, like, lt, sql } from 'drizzle-orm';
import { ANALYSIS_COST } from '../../contracts/analyses';
import { tokenTransactions } from '../../db/schema/index';
import type { AppContext } from '../context';
import { applyLedgerEntry, isUniqueViolation } from './credits/apply-ledger-entry';

const ANALYSIS_PREFIX = 'analysis:';

/**
 * Refunds runs that were charged but never produced a record nor a refund, once they are older than any run can
 * take: their server process died mid-run (crash, SIGKILL, lost machine). Never charged without a result.
 * A refund that another process writes at the same moment wins on the ledger's unique action id.
 */
export async function refundAbandonedRuns({ db }: AppContext, olderThanMs: number): Promise<number> {
  // Spelled out with the table name: inside the subqueries it must name the outer row.
  const runId = sql.raw(`substring(token_transactions.action_id from ${ANALYSIS_PREFIX.length + 1})`);
  const abandoned = await db
    .select({ userId: tokenTransactions.userId, actionId: tokenTransactions.actionId })
    .from(tokenTransactions)
    .where(
      and(
        eq(tokenTransactions.operationType, 'analysis'),
        like(tokenTransactions.actionId, `${ANALYSIS_PREFIX}%`),
        lt(tokenTransactions.createdAt, new Date(Date.now() - olderThanMs)),
        sql`not exists (select 1 from feedback_requests runs where runs.id::text = ${runId})`,
        sql`not exists (select 1 from token_transactions refunds where refunds.user_id = token_transactions.user_id and refunds.action_id = 'refund:' || ${runId})`,
      ),
    )
    .limit(500);
  let refunded = 0;
  for (const run of abandoned) {
    const id = run.actionId!.slice(ANALYSIS_PREFIX.length);
    try {
      await db.transaction((tx) =>
        applyLedgerEntry(tx, {
          userId: run.userId,
          amount: ANALYSIS_COST,
          operationType: 'refund',
          actionId: `refund:${id}`,
          metadata: { reason: 'The simulation was interrupted by a server restart.' },
        }),
      );
      refunded += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return refunded;
}
