import { and, eq, like, lt, sql } from 'drizzle-orm';
import { tokenTransactions } from '@db/schema/index';
import type { AppContext } from '../../context';
import { RUN_QUEUE_PREFIX } from '../../infrastructure/run-queue';
import { releaseAbandonedQuestions } from '../follow-ups/pending-questions';
import { refundRun } from './refund-run';

const ANALYSIS_PREFIX = 'analysis:';

/**
 * The restart sweep over every kind of charge: runs (below) and questions put to twins (follow-ups, interview
 * questions) whose answer never arrived, which give back their slot and any charge as soon as their lease has lapsed
 * (pending-questions.ts).
 *
 * Refunds runs that were charged but never produced a record nor a refund and are no longer in the run queue
 * (decision 019): queued, running and retried runs are left alone; what is left was given up (its last attempt's
 * process died) or never reached the queue (the process died between charge and queueing). Never charged without a
 * result. A refund that another process writes at the same moment wins on the ledger's unique action id.
 */
export async function refundAbandonedRuns(context: AppContext, olderThanMs: number): Promise<number> {
  const { db } = context;
  // Spelled out with the table name: inside the subqueries it must name the outer row.
  const runId = sql.raw(`substring(token_transactions.action_id from ${ANALYSIS_PREFIX.length + 1})`);
  const abandoned = await db
    .select({
      userId: tokenTransactions.userId,
      actionId: tokenTransactions.actionId,
      amount: tokenTransactions.amount,
    })
    .from(tokenTransactions)
    .where(
      and(
        eq(tokenTransactions.operationType, 'analysis'),
        like(tokenTransactions.actionId, `${ANALYSIS_PREFIX}%`),
        lt(tokenTransactions.createdAt, new Date(Date.now() - olderThanMs)),
        sql`not exists (select 1 from feedback_requests runs where runs.id::text = ${runId})`,
        sql`not exists (select 1 from token_transactions refunds where refunds.user_id = token_transactions.user_id and refunds.action_id = 'refund:' || ${runId})`,
        sql`not exists (select 1 from pgboss.job jobs where jobs.name like ${`${RUN_QUEUE_PREFIX}%`} and jobs.id::text = ${runId} and jobs.state < 'completed')`,
      ),
    )
    .limit(500);
  let refunded = 0;
  for (const run of abandoned) {
    const reason = 'The simulation was interrupted by a server restart.';
    if (
      await refundRun(db, {
        runId: run.actionId!.slice(ANALYSIS_PREFIX.length),
        userId: run.userId,
        amount: -run.amount,
        reason,
      })
    )
      refunded += 1;
  }
  return refunded + (await releaseAbandonedQuestions(context, olderThanMs));
}
