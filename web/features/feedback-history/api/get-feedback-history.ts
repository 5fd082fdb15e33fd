// GET /api/feedback?type=&page=|cursor=&pageSize= (paged, newest first) and GET /api/feedback/all (diagnostics).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  feedbackRecordSchema,
  HISTORY_PAGE_SIZE,
  HISTORY_TYPES,
  historyPageSchema,
  type FeedbackRecord,
  type HistoryPage,
  type HistoryType,
} from '../../../../contracts/feedback';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { userQueryKey } from '../../../lib/query-keys';

const HISTORY_FRESH_MS = 30_000;

/** The spec's lookup rule: one of the four history types, anything else falls back to image-ad. */
export function historyLookupType(type: string | undefined): HistoryType {
  return (HISTORY_TYPES as readonly string[]).includes(type ?? '') ? (type as HistoryType) : 'image-ad';
}

type PageParam = { page: number; cursor?: string | null };

/** A later page follows the previous page's cursor (keyset, as cheap as the first page) when the server gave one. */
export function getFeedbackHistoryPage(type: HistoryType, { page, cursor }: PageParam): Promise<HistoryPage> {
  const search = new URLSearchParams({ type, ...(cursor ? { cursor } : { page: String(page) }), pageSize: String(HISTORY_PAGE_SIZE) });
  return apiRequest(`/api/feedback?${search}`, { schema: historyPageSchema });
}

export function getAllFeedback(): Promise<FeedbackRecord[]> {
  return apiRequest('/api/feedback/all', { schema: z.array(feedbackRecordSchema) });
}

export function feedbackHistoryQueryKey(userId: string | null | undefined, type: HistoryType) {
  return userQueryKey(userId, 'feedback-history', type);
}

/** Pages of history; fetched only for a signed-in user while the dialog is open. */
export function useFeedbackHistory(type: HistoryType, open: boolean) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: feedbackHistoryQueryKey(user?.id, type),
    queryFn: ({ pageParam }) => getFeedbackHistoryPage(type, pageParam),
    initialPageParam: { page: 0 } as PageParam,
    getNextPageParam: (lastPage, pages): PageParam | undefined => (lastPage.hasMore ? { page: pages.length, cursor: lastPage.nextCursor } : undefined),
    enabled: open && Boolean(user),
    staleTime: HISTORY_FRESH_MS,
  });
}

/** Every record of the caller, read only to explain an empty list. */
export function useAllFeedback(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: userQueryKey(user?.id, 'feedback-all'),
    queryFn: getAllFeedback,
    enabled: enabled && Boolean(user),
  });
}
