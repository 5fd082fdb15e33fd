import { z } from 'zod';
import { feedbackRecordBaseSchema, twinAnswerItemSchema, type FeedbackType } from './feedback';

/**
 * A record of a type no run of ours makes yet, so it can only have been saved by hand (POST /api/feedback, any JSON):
 * the spec's response items and the history card's summary. Its overall_analysis has no shape to promise, so the
 * answer holds null there (the stored JSON is kept as it was). A type that gets its own run replaces this member.
 */
export function handSavedRecordSchema<Type extends FeedbackType>(type: Type) {
  return feedbackRecordBaseSchema.extend({
    type: z.literal(type),
    responses: z.array(twinAnswerItemSchema),
    overall_analysis: z.null(),
  });
}
