import { randomUUID } from 'node:crypto';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import { INTERVIEW_COST, type StartInterviewRequest } from '@contracts/interviews';
import { feedbackRequests } from '@db/schema';
import { ENGINE_VERSION } from '@engine/index';
import type { Actor, AppContext } from '../../context';
import { badRequest, httpError } from '../../errors';
import { applyLedgerEntry } from '../credits/apply-ledger-entry';
import { questionCountsFor } from '../follow-ups/asked-twins';
import { toInterviewRecord } from '../feedback-records/normalise-record';
import { findCurrentSubscription } from '../billing/find-current-subscription';
import { interviewAnalysis } from './interview-records';
import { audiencesOfTwins } from '../audiences/audiences';
import { findTwins } from '../personas/find-twins';
import { actingWorkspace } from '../workspaces/workspace-access';

const insufficientCredits = (balance: number) =>
  httpError(
    'INSUFFICIENT_CREDITS',
    `An interview costs ${INTERVIEW_COST} credit and your balance is ${balance}.`,
    {
      extra: {
        currentBalance: balance,
      },
    },
  );

/**
 * Opens an interview with one twin in the workspace the request acts in (an editor or its owner): 1 credit, paid
 * by the workspace's owner, through the ledger (the interview's id is its action id) unless
 * subscribed, and the empty conversation record, in one transaction, so a refused charge saves nothing.
 */
export async function startInterview(
  context: AppContext,
  actor: Actor,
  input: StartInterviewRequest,
): Promise<FeedbackRecordOf<'interview'>> {
  const { db, engine } = context;
  const workspace = await actingWorkspace(db, actor, 'change');
  const [persona] = await findTwins(context, actor.id, [input.personaId]);
  if (!persona)
    throw badRequest('The selected Digital Twin does not exist.', [
      { name: 'personaId', reason: `Unknown twin ${input.personaId}` },
    ]);
  const topic = input.topic?.trim() || undefined;
  const id = randomUUID();
  const subscribed = Boolean(await findCurrentSubscription(db, workspace.ownerId));
  return db.transaction(async (tx) => {
    if (!subscribed) {
      const charge = await applyLedgerEntry(tx, {
        userId: workspace.ownerId,
        amount: -INTERVIEW_COST,
        operationType: 'interview',
        actionId: `interview:${id}`,
        metadata: { personaId: persona.id, workspaceId: workspace.id },
        ...(workspace.ownerId === actor.id ? {} : { actorId: actor.id }),
      });
      if (!charge.applied) throw insufficientCredits(charge.balance);
    }
    const [row] = await tx
      .insert(feedbackRequests)
      .values({
        id,
        userId: actor.id,
        workspaceId: workspace.id,
        concept: topic ?? null,
        selectedPersonas: [persona.id],
        responses: [],
        overallAnalysis: interviewAnalysis({}, [], { persona, topic }) as unknown as Record<string, unknown>,
        type: 'interview',
        startedAs: 'interview',
        followUpCounts: questionCountsFor([persona.id]),
        engine: { provider: engine.name, model: engine.model, version: ENGINE_VERSION },
        audiences: await audiencesOfTwins(tx, [persona.id]),
      })
      .returning();
    return toInterviewRecord(row!);
  });
}
