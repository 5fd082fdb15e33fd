import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@contracts/error-codes';
import type { FeedbackRecord } from '@contracts/feedback-records';
import type { Actor, AppContext } from '../../context';
import { httpError } from '../../errors';
import type { RunEvent } from '../../infrastructure/run-events';
import { findCurrentSubscription } from '../billing/find-current-subscription';
import { applyLedgerEntry } from '../credits/apply-ledger-entry';
import { findFeedback } from '../feedback-records/feedback-records';
import { actingWorkspace } from '../workspaces/workspace-access';
import { toFeedbackRecord } from '../feedback-records/normalise-record';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { refundRun } from './refund-run';
import { runCharge } from './run-charge';
import { runExecutor, type RunInput, type RunType } from './run-executor';

/** A run's events as its follower sees them: the job's own, `queued` with the place in line, `done` with the record. */
export type FollowedRunEvent =
  | { event: 'queued'; data: { position: number } }
  | { event: 'done'; data: FeedbackRecord }
  | { event: 'error'; data: RunProblem }
  | RunEvent;

export type RunProblem = { status: number; title: string; code: ErrorCode; detail: string };

export type SubmittedRun = { runId: string; events: AsyncGenerator<FollowedRunEvent> };

const POSITION_CHECK_MS = 1000;

export const insufficientCredits = (cost: number, balance: number) =>
  httpError(
    'INSUFFICIENT_CREDITS',
    `This analysis costs ${cost} credit${cost === 1 ? '' : 's'} and your balance is ${balance}.`,
    {
      extra: {
        currentBalance: balance,
      },
    },
  );

/**
 * Checks the caller may run studies in the workspace the request acts in (an editor or its owner) and the input,
 * charges the run to the workspace's owner (its id is the ledger's action id, the ledger row names the caller when
 * they are someone else; subscribers are not charged) and queues it
 * for a worker, following its events from before it is queued so none is missed. Refused input and a short balance
 * throw here, before anything is queued; what happens after (result or refund) arrives as events.
 */
export async function submitRun<T extends RunType>(
  context: AppContext,
  actor: Actor,
  type: T,
  input: RunInput<T>,
): Promise<SubmittedRun> {
  const executor = runExecutor(context, type);
  const workspace = await actingWorkspace(context.db, actor, 'change');
  const { twins, modelCalls = 0 } = await executor.check(context, actor, input);
  const cost = runCharge(context, executor.cost, modelCalls);
  const runId = randomUUID();
  const payerId = workspace.ownerId;
  const charged = !(await findCurrentSubscription(context.db, payerId)) && cost > 0;
  if (charged) {
    const charge = await context.db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: payerId,
        amount: -cost,
        operationType: 'analysis',
        actionId: `analysis:${runId}`,
        metadata: { type, twins, modelCalls, workspaceId: workspace.id },
        ...(payerId === actor.id ? {} : { actorId: actor.id }),
      }),
    );
    if (!charge.applied) throw insufficientCredits(cost, charge.balance);
    const threshold = context.env.CREDITS_LOW_THRESHOLD;
    if (charge.balanceAfter < threshold && charge.balanceAfter + cost >= threshold)
      // A notice that cannot be queued must not cost the user the run they have paid for.
      await emitWebhookEvent(context, { ownerId: payerId }, 'credits.low', {
        balance: charge.balanceAfter,
        threshold,
      }).catch(() => undefined);
  }

  const arrived: RunEvent[] = [];
  let wake = () => {};
  const unfollow = context.runEvents.follow(runId, (event) => {
    arrived.push(event);
    wake();
  });
  try {
    await context.runQueue.enqueue({
      runId,
      userId: actor.id,
      type,
      input,
      charged,
      cost,
      workspaceId: workspace.id,
      payerId,
    });
  } catch (error) {
    unfollow();
    if (charged)
      await refundRun(context.db, {
        runId,
        userId: payerId,
        amount: cost,
        reason: 'The simulation could not be queued.',
      });
    throw error;
  }

  async function* events(): AsyncGenerator<FollowedRunEvent> {
    try {
      let started = false;
      let position: number | undefined;
      for (;;) {
        const event = arrived.shift();
        if (event) {
          if (event.event === 'done') {
            yield {
              event: 'done',
              data: toFeedbackRecord(await findFeedback(context.db, actor.id, runId, 'read')),
            };
            return;
          }
          if (event.event === 'started') started = true;
          yield event;
          if (event.event === 'error') return;
          continue;
        }
        if (!started) {
          const now = await context.runQueue.position(runId);
          if (now !== undefined && now !== position)
            yield { event: 'queued', data: { position: (position = now) } };
        }
        await new Promise<void>((resolve) => {
          if (arrived.length > 0) return resolve();
          const timer = setTimeout(resolve, POSITION_CHECK_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    } finally {
      unfollow();
    }
  }
  return { runId, events: events() };
}

/** Waits for a submitted run's record, or throws its problem (a failed run has been refunded). */
export async function runRecord(run: SubmittedRun): Promise<FeedbackRecord> {
  for await (const { event, data } of run.events) {
    if (event === 'done') return data as FeedbackRecord;
    if (event === 'error') {
      const problem = data as RunProblem;
      throw httpError(problem.code, problem.detail);
    }
  }
  throw httpError('INTERNAL_ERROR', 'The run ended without a result.');
}
