import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { DEFAULT_FEEDBACK_TYPE, RECORD_TYPES } from '@contracts/feedback';
import { feedbackRequests } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';

export type RepairResult = { success: boolean; updated: number; message?: string; error?: string };

/**
 * The spec's maintenance routine, limited to the caller's records: null or empty types become focus-group, and so do
 * types the app does not know (they already read as focus-group, and the history offers Fix Types for them). Every type
 * a run of ours writes (Brand 360 and Angel Pitch included) is left as it is.
 */
export async function repairFeedbackTypes(
  { db }: AppContext,
  actor: Actor,
  log: (error: unknown) => void,
): Promise<RepairResult> {
  try {
    const updated = await db
      .update(feedbackRequests)
      .set({ type: DEFAULT_FEEDBACK_TYPE, updatedAt: new Date() })
      .where(
        and(
          eq(feedbackRequests.userId, actor.id),
          or(
            isNull(feedbackRequests.type),
            eq(sql`trim(${feedbackRequests.type})`, ''),
            notInArray(feedbackRequests.type, [...RECORD_TYPES]),
          ),
        ),
      )
      .returning({ id: feedbackRequests.id });
    if (updated.length === 0)
      return { success: true, updated: 0, message: 'No records with null/empty type values found' };
    return {
      success: true,
      updated: updated.length,
      message: `Updated ${updated.length} records to ${DEFAULT_FEEDBACK_TYPE}`,
    };
  } catch (error) {
    log(error);
    return { success: false, updated: 0, error: 'Failed to update null/empty type values' };
  }
}
