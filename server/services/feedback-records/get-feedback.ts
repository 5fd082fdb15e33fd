import type { FollowUp, SavedResponseItem } from '@contracts/feedback';
import type { FeedbackRecord } from '@contracts/feedback-records';
import type { Actor, AppContext } from '../../context';
import type { WorkspaceNeed } from '../workspaces/workspace-access';
import { assertFeedbackAccess, findFeedback } from './feedback-records';
import { toFeedbackRecord } from './normalise-record';
import { withTrust } from './record-trust';

/**
 * 404 unless the caller is a member of the record's workspace, 403 unless their role allows what is needed: checked
 * before a request's body is even looked at.
 */
export async function assertFeedbackMember(
  { db }: AppContext,
  actor: Actor,
  id: string,
  need: WorkspaceNeed,
  message?: string,
): Promise<void> {
  await assertFeedbackAccess(db, actor.id, id, need, message);
}

/** The record with its trust report (computed and stored on the first read of a record made before them). */
export async function getFeedback(context: AppContext, actor: Actor, id: string): Promise<FeedbackRecord> {
  return toFeedbackRecord(await withTrust(context, await findFeedback(context.db, actor.id, id, 'read')));
}

/** One twin's follow-up conversation on a record, or an empty list. */
export async function listFollowUps(
  { db }: AppContext,
  actor: Actor,
  id: string,
  personaId: string,
): Promise<FollowUp[]> {
  const row = await findFeedback(db, actor.id, id, 'read');
  const response = (row.responses as SavedResponseItem[]).find((r) => r.personaId === personaId);
  return response?.followUpConversations ?? [];
}
