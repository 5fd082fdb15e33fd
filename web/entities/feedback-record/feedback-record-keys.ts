// Query keys of the signed-in user's saved runs. Everything sits under `all`, so a new run invalidates every list.
import type { HistoryType } from '@contracts/feedback';
import { userQueryKey } from '@web/lib/query-keys';

type UserId = string | null | undefined;

export const feedbackRecordKeys = {
  all: (userId: UserId) => userQueryKey(userId, 'feedback-records'),
  histories: (userId: UserId) => [...feedbackRecordKeys.all(userId), 'history'] as const,
  /** Pages of history of one type (the History dialog). */
  history: (userId: UserId, type: HistoryType) => [...feedbackRecordKeys.histories(userId), type] as const,
  /** The few newest runs of one type (the twin selection dialog). */
  recent: (userId: UserId, type: HistoryType) => [...feedbackRecordKeys.all(userId), 'recent', type] as const,
  everything: (userId: UserId) => [...feedbackRecordKeys.all(userId), 'everything'] as const,
  stats: (userId: UserId) => [...feedbackRecordKeys.all(userId), 'stats'] as const,
  record: (userId: UserId, id: string) => [...feedbackRecordKeys.all(userId), 'record', id] as const,
  followUps: (userId: UserId, id: string, personaId: string) =>
    [...feedbackRecordKeys.record(userId, id), 'follow-ups', personaId] as const,
  snapshot: (userId: UserId, id: string) => [...feedbackRecordKeys.record(userId, id), 'snapshot'] as const,
};
