import { eq } from 'drizzle-orm';
import type { FeedbackRecord, UpdateFeedbackRequest } from '../../../contracts/feedback';
import type { Executor } from '../../../db/client';
import { feedbackRequests } from '../../../db/schema/index';
import type { Actor, AppContext } from '../../context';
import { assertRecordSize, findOwnedFeedback, toFeedbackRecord } from './feedback-records';

/** The spec's update by id, in the caller's transaction (after its owner check): the type always becomes interview. */
export async function writeFeedbackUpdate(tx: Executor, id: string, input: UpdateFeedbackRequest): Promise<FeedbackRecord> {
  const [row] = await tx
    .update(feedbackRequests)
    .set({
      responses: input.responses,
      overallAnalysis: input.overallAnalysis,
      ...(input.concept !== undefined ? { concept: input.concept } : {}),
      ...(input.selectedPersonas !== undefined ? { selectedPersonas: input.selectedPersonas } : {}),
      type: 'interview',
      updatedAt: new Date(),
    })
    .where(eq(feedbackRequests.id, id))
    .returning();
  return toFeedbackRecord(row!);
}

/** The spec's update: fetch first, then replace responses and analysis; the type always becomes interview. */
export async function updateFeedback({ db }: AppContext, actor: Actor, id: string, input: UpdateFeedbackRequest): Promise<FeedbackRecord> {
  return db.transaction(async (tx) => {
    await findOwnedFeedback(tx, actor.id, id);
    assertRecordSize(input);
    return writeFeedbackUpdate(tx, id, input);
  });
}
