import type { FollowUp, SavedResponseItem } from '../../../contracts/feedback';
import type { FeedbackRecord } from '../../../contracts/feedback-records';
import type { Actor, AppContext } from '../../context';
import { assertOwnsFeedback, findOwnedFeedback } from './feedback-records';
import { toFeedbackRecord } from './normalise-record';

/** 404 unless the caller owns the record: checked before a request's body is even looked at. */
export async function assertFeedbackOwner(
  { db }: AppContext,
  actor: Actor,
  id: string,
  message?: string,
): Promise<void> {
  await assertOwnsFeedback(db, actor.id, id, message);
}

export async function getFeedback({ db }: AppContext, actor: Actor, id: string): Promise<FeedbackRecord> {
  return toFeedbackRecord(await findOwnedFeedback(db, actor.id, id));
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
