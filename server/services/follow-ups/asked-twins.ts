// Which twins a record may put questions to (follow-ups, interview questions), and how many each has been asked.
import type { SavedResponseItem } from '@contracts/feedback';
import type { FeedbackRow } from '../feedback-records/normalise-record';

/** The follow_up_counts a record the server makes starts with: each twin it may ask, none asked yet. */
export const questionCountsFor = (twinIds: readonly unknown[]): Record<string, number> =>
  Object.fromEntries(twinIds.filter((id): id is string => typeof id === 'string').map((id) => [id, 0]));

/**
 * The twins a record's questions may go to. A record the server started fixed them when it made it (the keys of
 * follow_up_counts, which no client can write); a record saved by hand names them itself, and pays for each question.
 */
export function askableTwins(
  row: Pick<FeedbackRow, 'startedAs' | 'followUpCounts' | 'selectedPersonas' | 'responses'>,
): Set<string> {
  if (row.startedAs) return new Set(Object.keys(row.followUpCounts));
  const named = [
    ...(Array.isArray(row.selectedPersonas) ? row.selectedPersonas : []),
    ...(Array.isArray(row.responses) ? (row.responses as SavedResponseItem[]).map((r) => r?.personaId) : []),
  ];
  return new Set(named.filter((id): id is string => typeof id === 'string'));
}

/** The counts with one more (or, given -1, one fewer) question asked of the twin. */
export const countQuestion = (counts: Record<string, number>, twinId: string, by: 1 | -1 = 1) => ({
  ...counts,
  [twinId]: Math.max(0, (counts[twinId] ?? 0) + by),
});
