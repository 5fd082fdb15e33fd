// What every per-type view of a saved run receives.
import type { RecordType } from '@contracts/feedback';
import type { FeedbackRecordContent } from '@contracts/feedback-records';

/** A record of one type, with or without its owner (a snapshot has none). */
export type RecordContentOf<Type extends RecordType> = Extract<FeedbackRecordContent, { type: Type }>;

export type RecordViewProps<Type extends RecordType> = {
  record: RecordContentOf<Type>;
  /** Where the run's image is served: its owner's record, or its snapshot. */
  imageUrl: string;
  /** The record to ask follow-ups on; null where no one may (a shared snapshot). */
  feedbackId: string | null;
};
