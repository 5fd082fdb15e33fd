import { eq } from 'drizzle-orm';
import { problemOf } from '@contracts/error-codes';
import { feedbackRequests } from '@db/schema/index';
import type { AppContext } from '../../context';
import type { RunJob } from '../../infrastructure/run-queue';
import { questionCountsFor } from '../follow-ups/asked-twins';
import { trustOfRun } from '../feedback-records/record-trust';
import { callsPaidBy } from '../../infrastructure/model-call-turns';
import { runWithCacheOwner } from './scope-llm-cache';
import { storable } from '../../validate';
import { loggableError } from '../../errors';
import { inRunSlot } from './run-leases';
import { refundRun } from './refund-run';
import { runExecutor } from './run-executor';
import type { RunProblem } from './submit-run';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';

export type RunLog = {
  error: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
};

const failure = (charged: boolean): RunProblem => ({
  ...problemOf('ANALYSIS_FAILED'),
  detail: charged
    ? 'The simulation could not be completed, so your credit was refunded. Please try again.'
    : 'The simulation could not be completed. Please try again.',
});

/** A run that failed for good: refunded and its stored input removed at once, and its follower told. */
async function giveUp(
  context: AppContext,
  job: RunJob,
  executor: ReturnType<typeof runExecutor>,
  publish: (event: string, data: unknown) => Promise<void>,
  log: RunLog,
) {
  if (job.charged) {
    await refundRun(context.db, {
      runId: job.runId,
      userId: job.payerId ?? job.userId,
      amount: job.cost ?? executor.cost,
      reason: 'The simulation could not be completed.',
    });
  }
  await executor
    .discard?.(context, job.input as never)
    .catch((discardError: unknown) =>
      log.warn({ err: discardError, runId: job.runId }, 'a failed run’s stored input was not removed'),
    );
  await tellWebhooks(context, job, 'run.failed', log, { refunded: job.charged });
  return publish('error', failure(job.charged));
}

/**
 * The end of a run, sent to the webhooks of the run's workspace (a job queued before workspaces: those of the
 * workspaces its user owns); a failure to queue it is logged and never fails the run.
 */
async function tellWebhooks(
  context: AppContext,
  job: RunJob,
  event: 'run.completed' | 'run.failed',
  log: RunLog,
  extra: Record<string, unknown> = {},
) {
  await emitWebhookEvent(
    context,
    job.workspaceId ? { workspaceId: job.workspaceId } : { ownerId: job.userId },
    event,
    {
      runId: job.runId,
      runType: job.type,
      ...extra,
    },
  ).catch((error: unknown) =>
    log.warn({ err: error, runId: job.runId }, `webhook event ${event} not queued`),
  );
}

/**
 * One worker's attempt at a queued run: hold it (one worker at a time), wait for a slot under the provider's and
 * the user's limits, let the run type's executor work, then save its record under the run id; an executor error
 * refunds the charge. A run whose record exists (saved before a crash) is not run again.
 */
export async function executeRun(context: AppContext, job: RunJob, log: RunLog): Promise<void> {
  const { db, runEvents } = context;
  const publish = (event: string, data: unknown) => runEvents.publish(job.runId, { event, data });
  const saved = async () =>
    (
      await db
        .select({ id: feedbackRequests.id })
        .from(feedbackRequests)
        .where(eq(feedbackRequests.id, job.runId))
    ).length > 0;
  if (await saved()) return publish('done', null);
  await inRunSlot(
    context,
    job.runId,
    job.userId,
    async () => {
      await publish('started', null);
      const executor = runExecutor(context, job.type);
      let result;
      try {
        // One after another: notifications sent on different connections could arrive out of order. A lost progress
        // event costs the follower a live update, not the run (the saved record has everything).
        let published = Promise.resolve();
        // Its model calls take turns with other accounts' as its payer's (decision 055).
        result = await callsPaidBy(job.payerId ?? job.userId, () =>
          runWithCacheOwner(job.userId, () =>
            executor.execute(
              context,
              { runId: job.runId, userId: job.userId, input: job.input as never },
              (event, data) => {
                published = published
                  .then(() => publish(event, data))
                  .catch((error: unknown) =>
                    log.warn({ err: error, runId: job.runId }, `run event ${event} not relayed`),
                  );
              },
            ),
          ),
        );
        await published;
      } catch (error) {
        log.error({ err: error, runId: job.runId }, 'simulation engine failed');
        return giveUp(context, job, executor, publish, log);
      }
      const { retest, ...record } = result;
      const trust = await trustOfRun(context, job.runId, record, retest ?? null).catch((error: unknown) => {
        // Not the run's failure: the first read of the record computes the report again.
        log.warn({ err: error, runId: job.runId }, 'a run’s trust report was not computed');
        return null;
      });
      try {
        await db
          .insert(feedbackRequests)
          .values({
            ...storable(record),
            trust,
            id: job.runId,
            userId: job.userId,
            workspaceId: job.workspaceId,
            startedAs: 'run',
            followUpCounts: questionCountsFor(result.selectedPersonas ?? []),
          })
          .onConflictDoNothing();
      } catch (error) {
        // Not retried: the same answer would be refused again, three times over, while the client waits.
        log.error({ err: loggableError(error), runId: job.runId }, 'a run’s record could not be stored');
        return giveUp(context, job, executor, publish, log);
      }
      await tellWebhooks(context, job, 'run.completed', log);
      await publish('done', null);
    },
    log,
  );
}
