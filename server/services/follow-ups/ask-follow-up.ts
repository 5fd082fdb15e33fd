import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FOLLOW_UP_COST } from '@contracts/credits';
import type { FollowUp, SavedResponseItem } from '@contracts/feedback';
import type { Executor } from '@db/client';
import { feedbackRequests, workspaces } from '@db/schema';
import type { Actor, AppContext } from '../../context';
import { asRecordStoreError, badRequest, httpError } from '../../errors';
import { applyLedgerEntry } from '../credits/apply-ledger-entry';
import { askableTwins, countQuestion } from './asked-twins';
import { assertRole, recordRole } from '../workspaces/workspace-access';
import { assertFeedbackAccess } from '../feedback-records/feedback-records';
import { holdQuestion, releaseQuestion, storeAnswer } from './pending-questions';
import { storable } from '../../validate';
import { findCurrentSubscription } from '../billing/find-current-subscription';
import { findTwin } from '../personas/find-twins';
import { callsPaidBy } from '../../infrastructure/model-call-turns';
import { runWithCacheOwner } from '../runs/scope-llm-cache';
import { inRunSlot } from '../runs/run-leases';

export const MAX_FOLLOW_UPS_PER_TWIN = 20;

/** The record's row, locked, with only what a follow-up reads (not its analysis, which can be large). */
async function lockRecord(tx: Executor, actor: Actor, feedbackId: string) {
  const [locked] = await tx
    .select({
      id: feedbackRequests.id,
      concept: feedbackRequests.concept,
      startedAs: feedbackRequests.startedAs,
      followUpCounts: feedbackRequests.followUpCounts,
      selectedPersonas: feedbackRequests.selectedPersonas,
      responses: feedbackRequests.responses,
      role: recordRole(actor.id),
      // Who pays for what is asked of it: its workspace's owner, as for a run (a record from before workspaces: its author).
      payerId: sql<string>`coalesce((select ${workspaces.ownerId} from ${workspaces} where ${workspaces.id} = ${feedbackRequests.workspaceId}), ${feedbackRequests.userId})`,
    })
    .from(feedbackRequests)
    .where(eq(feedbackRequests.id, feedbackId))
    .for('update', { of: feedbackRequests });
  if (!locked?.role) throw httpError('NOT_FOUND', `Feedback with ID ${feedbackId} not found`);
  assertRole(locked.role, 'change');
  return locked;
}

/**
 * Asks one twin of a saved run a follow-up, in character and consistent with its first answer, then appends
 * {question, response, timestamp, isSaved} to that twin's followUpConversations (creating its entry if missing).
 *
 * A follow-up is free on a run the server started (its run was charged, or covered by a subscription), and only to
 * that run's twins; on a record saved by hand it costs FOLLOW_UP_COST, paid by the record's workspace owner (the ledger
 * names the member who asked) unless the owner's subscription covers it, and goes only to the twins the record names. A free image analysis has no twins and an interview takes questions instead, so
 * neither takes follow-ups. The per-twin cap is counted in follow_up_counts (what was asked, which no edit of the
 * record changes) under the record's row lock before the twin is asked, so parallel requests can never pass it; a
 * twin that fails to answer gives the slot (and any charge) back.
 */
export async function askFollowUp(
  context: AppContext,
  actor: Actor,
  feedbackId: string,
  input: { personaId?: string; question: string },
): Promise<{ followUp: FollowUp; followUps: FollowUp[] }> {
  if (!feedbackId || !input.personaId) throw badRequest('feedbackId and personaId are required');
  const personaId = input.personaId;
  // Waiting for the turn costs no database work: one user's many parallel questions cannot crowd out others' queries.
  return context.questionTurns.run(actor.id, () =>
    askInTurn(context, actor, feedbackId, personaId, input.question),
  );
}

async function askInTurn(
  context: AppContext,
  actor: Actor,
  feedbackId: string,
  personaId: string,
  question: string,
): Promise<{ followUp: FollowUp; followUps: FollowUp[] }> {
  const { db, engine } = context;
  await asRecordStoreError('fetch', () =>
    assertFeedbackAccess(db, actor.id, feedbackId, 'change', `Feedback with ID ${feedbackId} not found`),
  );
  const persona = await findTwin(context, actor.id, personaId);
  const followUpId = randomUUID();

  const reserved = await db.transaction(async (tx) => {
    const locked = await lockRecord(tx, actor, feedbackId);
    if (locked.startedAs === 'interview' || !askableTwins(locked).has(personaId)) {
      throw httpError(
        'FOLLOW_UP_NOT_OFFERED',
        locked.startedAs === 'interview'
          ? 'An interview takes questions in its conversation, not follow-ups.'
          : 'This twin is not one of this record’s twins, so it cannot be asked a follow-up here.',
      );
    }
    const existing = (locked.responses as SavedResponseItem[]).find((r) => r.personaId === personaId);
    const asked = locked.followUpCounts[personaId] ?? 0;
    if (asked >= MAX_FOLLOW_UPS_PER_TWIN) {
      throw httpError(
        'FOLLOW_UP_LIMIT',
        `You have asked this twin ${MAX_FOLLOW_UPS_PER_TWIN} follow-ups on this run, the most it takes.`,
      );
    }
    const { payerId } = locked;
    const charged = locked.startedAs === null && !(await findCurrentSubscription(tx, payerId));
    if (charged) {
      const outcome = await applyLedgerEntry(tx, {
        userId: payerId,
        amount: -FOLLOW_UP_COST,
        operationType: 'follow_up',
        actionId: `follow-up:${followUpId}`,
        metadata: { feedbackId, personaId },
        ...(payerId === actor.id ? {} : { actorId: actor.id }),
      });
      if (!outcome.applied) {
        throw httpError(
          'INSUFFICIENT_CREDITS',
          payerId === actor.id
            ? `A follow-up on a record you saved yourself costs ${FOLLOW_UP_COST} credit and your balance is ${outcome.balance}.`
            : `A follow-up on a record saved by hand costs ${FOLLOW_UP_COST} credit, paid by the workspace’s owner, whose balance is ${outcome.balance}.`,
          { extra: { currentBalance: outcome.balance } },
        );
      }
    }
    await tx
      .update(feedbackRequests)
      .set({ followUpCounts: countQuestion(locked.followUpCounts, personaId) })
      .where(eq(feedbackRequests.id, locked.id));
    await holdQuestion(tx, {
      id: followUpId,
      userId: payerId,
      feedbackId,
      personaId,
      kind: 'follow-up',
      charged: charged ? FOLLOW_UP_COST : 0,
    });
    return { record: locked, existing };
  });

  let reply;
  try {
    const { record, existing } = reserved;
    // The model call waits for a fair slot like a run does: one user's many follow-ups take turns with others' work.
    const answered = await inRunSlot(context, followUpId, actor.id, () =>
      callsPaidBy(record.payerId, () =>
        runWithCacheOwner(actor.id, () =>
          engine.answerFollowUp({
            persona,
            concept: record.concept ?? '',
            firstAnswer: {
              text: existing?.text ?? '',
              sentiment: existing?.detailed?.sentiment as 'positive' | 'neutral' | 'negative' | undefined,
              sentimentScore: existing?.detailed?.sentimentScore,
              interestLevel: existing?.detailed?.interestLevel,
            },
            previousFollowUps: (existing?.followUpConversations ?? []).map(({ question, response }) => ({
              question,
              response,
            })),
            question,
          }),
        ),
      ),
    );
    reply = answered!.value;
  } catch {
    await releaseQuestion(db, followUpId, 'The twin could not answer.');
    throw httpError('FOLLOW_UP_FAILED', 'The twin could not answer right now. Please try again.');
  }
  const followUp: FollowUp = {
    question,
    response: storable(reply.response),
    timestamp: new Date().toISOString(),
    isSaved: true,
  };

  // Appended under the row lock so that two follow-ups at once never overwrite each other.
  return asRecordStoreError('update', () =>
    storeAnswer(db, followUpId, async (tx) => {
      const locked = await lockRecord(tx, actor, feedbackId);
      const responses = [...(locked.responses as SavedResponseItem[])];
      const index = responses.findIndex((r) => r.personaId === personaId);
      const entry: SavedResponseItem =
        index >= 0
          ? { ...responses[index]! }
          : { personaId, sender: 'ai', personaName: persona.name, followUpConversations: [] };
      entry.followUpConversations = [...(entry.followUpConversations ?? []), followUp];
      if (index >= 0) responses[index] = entry;
      else responses.push(entry);
      await tx
        .update(feedbackRequests)
        .set({ responses, updatedAt: sql`now()` })
        .where(eq(feedbackRequests.id, locked.id));
      return { followUp, followUps: entry.followUpConversations };
    }),
  );
}
