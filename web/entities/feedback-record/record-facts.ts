// The figures one saved run is known by: the same on its history card, its page, its snapshot and in the lab. Each
// type's headline figure is its descriptor's (record-type-descriptor.ts); the facts here are shared by several types.
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import type { RecordContentOf } from './record-views/record-content';

/** An interview's questions are its question turns, as stored in order (the same count everywhere). */
export const interviewQuestionCount = (record: RecordContentOf<'interview'>): number =>
  record.responses.filter((message) => message.sender === 'user').length;

/** The twins a run heard from: its chosen twins, or the distinct twins that answered when none were stored. */
export function twinCountOf(record: FeedbackRecordContent): number {
  if (record.selected_personas.length > 0) return record.selected_personas.length;
  const answered = (record.responses as Array<{ sender: string; personaId: string }>)
    .filter((response) => response.sender !== 'user' && response.personaId)
    .map((response) => response.personaId);
  return new Set(answered).size;
}

/** A concept or ad test's headline: its score, else the sentiment of a run saved without one. */
export function scoreHeadline(record: RecordContentOf<'focus-group' | 'image-ad'>): string | null {
  if (record.overall_analysis) return `Score ${Math.round(record.overall_analysis.aggregateScore)}/100`;
  return record.summary.sentimentPercent === null ? null : `Sentiment ${record.summary.sentimentPercent}%`;
}
