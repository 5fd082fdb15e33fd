import type { FollowUp, SavedResponseItem } from '../../../contracts/feedback';
import type { FeedbackRecord } from '../../../contracts/feedback-records';
import type { Actor, AppContext } from '../../context';
import { assertOwnsFeedback, findOwnedFeedback } from './feedback-records';
import { toFeedbackRecord } from './normalise-record';
import { withTrust } from './record-trust';

/** 404 unless the caller owns the record: checked before a request's body is even looked at. */
export async function assertFeedbackOwner(
  { db }: AppContext,
  actor: Actor,
  id: string,
  message?: string,
): Promise<void> {
  await assertOwnsFeedback(db, actor.id, id, message);
}

/** The record with its trust report (computed and stored on the first read of a record made before them). */
export async function getFeedback(context: AppContext, actor: Actor, id: string): Promise<FeedbackRecord> {
  return toFeedbackRecord(await withTrust(context, await findOwnedFeedback(context.db, actor.id, id)));
}

/** One twin's follow-up conversation on a record, or an empty list. */
export async function listFollowUps(
  { db }: AppContext,
  actor: Actor,
  id: string,
  personaId: string,
): Promise<FollowUp[]> {
  const row = await findOwnedFeedback(db, actor.id, id);
  const response = (row.responses as SavedResponseItem[]).find((r) => r.personaId === personaId);
  return response?.followUpConversations ?? [];
}
