import { DEFAULT_FEEDBACK_TYPE, FEEDBACK_TYPES, type FeedbackRecord, type FeedbackType, type SaveFeedbackRequest } from '../../../contracts/feedback';
import { feedbackRequests } from '../../../db/schema/index';
import type { Actor, AppContext } from '../../context';
import { toFeedbackRecord, withSentimentScores } from './feedback-records';

export type SaveFeedbackOptions = { warn: (message: string) => void };

/** Saves a run: unknown types fall back to focus-group (with a warning); missing sentiment scores are generated. */
export async function saveFeedback(
  { db }: AppContext,
  actor: Actor,
  input: SaveFeedbackRequest,
  { warn }: SaveFeedbackOptions,
): Promise<FeedbackRecord> {
  let type: FeedbackType = DEFAULT_FEEDBACK_TYPE;
  if (FEEDBACK_TYPES.includes(input.type as FeedbackType)) type = input.type as FeedbackType;
  else warn(`Unknown feedback type ${JSON.stringify(input.type ?? null)}; saving as ${DEFAULT_FEEDBACK_TYPE}`);
  const responses = type === 'angel_pitch' ? input.responses : withSentimentScores(input.responses);
  const [row] = await db
    .insert(feedbackRequests)
    .values({
      userId: actor.id,
      concept: (input.feedbackContent ?? input.concept ?? '').trim(),
      conceptDetails: input.conceptDetails ?? null,
      selectedPersonas: input.selectedPersonas,
      responses,
      overallAnalysis: input.overallAnalysis,
      type,
    })
    .returning();
  return toFeedbackRecord(row!);
}
