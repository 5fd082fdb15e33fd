import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_TYPES,
  type FeedbackType,
  type SaveFeedbackRequest,
} from '@contracts/feedback';
import type { FeedbackRecord } from '@contracts/feedback-records';
import { feedbackRequests } from '@db/schema';
import type { Actor, AppContext } from '../../context';
import { httpError } from '../../errors';
import { angelPitchAnalysisOrNote } from '../angel-pitches/angel-pitch-analysis';
import { actingWorkspace } from '../workspaces/workspace-access';
import { assertRecordSize, withSentimentScores } from './feedback-records';
import { toFeedbackRecord } from './normalise-record';

export type SaveFeedbackOptions = { warn: (message: string) => void };

/**
 * Saves a run: unknown types fall back to focus-group (with a warning); missing sentiment scores are generated; an
 * angel_pitch without an analysis stores the note that it was not generated.
 */
export async function saveFeedback(
  { db, env }: AppContext,
  actor: Actor,
  input: SaveFeedbackRequest,
  { warn }: SaveFeedbackOptions,
): Promise<FeedbackRecord> {
  let type: FeedbackType = DEFAULT_FEEDBACK_TYPE;
  if (FEEDBACK_TYPES.includes(input.type as FeedbackType)) type = input.type as FeedbackType;
  else
    warn(`Unknown feedback type ${JSON.stringify(input.type ?? null)}; saving as ${DEFAULT_FEEDBACK_TYPE}`);
  const responses = type === 'angel_pitch' ? input.responses : withSentimentScores(input.responses);
  const workspace = await actingWorkspace(db, actor, 'change');
  const values = {
    userId: actor.id,
    workspaceId: workspace.id,
    concept: (input.feedbackContent ?? input.concept ?? '').trim(),
    conceptDetails: input.conceptDetails ?? null,
    selectedPersonas: input.selectedPersonas,
    responses,
    overallAnalysis:
      type === 'angel_pitch' ? angelPitchAnalysisOrNote(input.overallAnalysis) : input.overallAnalysis,
    type,
  };
  assertRecordSize(values);
  return db.transaction(async (tx) => {
    // One saver per user at a time, so parallel saves cannot all pass the daily count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`save-feedback:${actor.id}`}))`);
    // Records saved by hand have no engine; runs the engine made are paid for and not counted here.
    const [today] = await tx
      .select({ n: count() })
      .from(feedbackRequests)
      .where(
        and(
          eq(feedbackRequests.userId, actor.id),
          isNull(feedbackRequests.engine),
          gt(feedbackRequests.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    if ((today?.n ?? 0) >= env.RECORDS_PER_DAY) {
      throw httpError(
        'RECORD_LIMIT',
        `You can save at most ${env.RECORDS_PER_DAY} records a day. Please try again tomorrow.`,
      );
    }
    const [row] = await tx.insert(feedbackRequests).values(values).returning();
    return toFeedbackRecord(row!);
  });
}
