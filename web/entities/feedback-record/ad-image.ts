// The image of an ad test or image analysis, and what was read from it, as every screen that shows one finds them.
import type { AdReading } from '../../../contracts/image-ad';
import type { FeedbackRecordContent } from '../../../contracts/feedback-records';

/** The stored image of a run on an image (its owner's only). */
export const adImageUrl = (feedbackId: string) => `/api/feedback/${encodeURIComponent(feedbackId)}/image`;

/** What the offline reader found in a run's image; null for other types and for records saved by hand. */
export function adReadingOf(record: FeedbackRecordContent): AdReading | null {
  if (record.type !== 'image-ad' && record.type !== 'image_analysis') return null;
  return record.overall_analysis?.adReading ?? null;
}
