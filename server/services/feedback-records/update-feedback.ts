import { eq } from 'drizzle-orm';
import type { UpdateFeedbackRequest } from '@contracts/feedback';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { Executor } from '@db/client';
import { feedbackRequests } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { assertFeedbackAccess, assertRecordSize } from './feedback-records';
import { toInterviewRecord } from './normalise-record';

/** The spec's update by id, in the caller's transaction (after its owner check): the type always becomes interview. */
export async function writeFeedbackUpdate(
  tx: Executor,
  id: string,
  input: UpdateFeedbackRequest,
): Promise<FeedbackRecordOf<'interview'>> {
  const [row] = await tx
    .update(feedbackRequests)
    .set({
      responses: input.responses,
      overallAnalysis: input.overallAnalysis,
      ...(input.concept !== undefined ? { concept: input.concept } : {}),
      ...(input.selectedPersonas !== undefined ? { selectedPersonas: input.selectedPersonas } : {}),
      type: 'interview',
      trust: null,
      updatedAt: new Date(),
    })
    .where(eq(feedbackRequests.id, id))
    .returning();
  return toInterviewRecord(row!);
}

/** The spec's update: fetch first, then replace responses and analysis; the type always becomes interview. */
export async function updateFeedback(
  { db }: AppContext,
  actor: Actor,
  id: string,
  input: UpdateFeedbackRequest,
): Promise<FeedbackRecordOf<'interview'>> {
  return db.transaction(async (tx) => {
    await assertFeedbackAccess(tx, actor.id, id, 'change');
    assertRecordSize(input);
    return writeFeedbackUpdate(tx, id, input);
  });
}
