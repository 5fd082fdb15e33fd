// GET /api/feedback?type=&page=|cursor=&pageSize=: the caller's runs of one type, newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE, HISTORY_TYPES, type HistoryType } from '@contracts/feedback';
import { historyPageSchema, type HistoryPage } from '@contracts/feedback-records';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { feedbackRecordKeys } from './feedback-record-keys';

const HISTORY_FRESH_MS = 30_000;

/** The spec's lookup rule: one of the four history types, anything else falls back to image-ad. */
export function historyLookupType(type: string | undefined): HistoryType {
  return (HISTORY_TYPES as readonly string[]).includes(type ?? '') ? (type as HistoryType) : 'image-ad';
}

type PageParam = { page: number; cursor?: string | null };

/** A later page follows the previous page's cursor (keyset, as cheap as the first page) when the server gave one. */
export function listFeedbackHistory(
  query: { type: HistoryType; pageSize?: number } & PageParam,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  const pageSize = query.pageSize ?? HISTORY_PAGE_SIZE;
  const at = query.cursor ? { cursor: query.cursor } : { page: query.page };
  return validated(
    api.GET('/api/feedback', { params: { query: { type: query.type, ...at, pageSize } }, signal }),
    historyPageSchema,
  );
}

/** Pages of history; fetched only for a signed-in user while the dialog is open. */
export function useFeedbackHistory(type: HistoryType, open: boolean) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: feedbackRecordKeys.history(user?.id, type),
    queryFn: ({ pageParam }) => listFeedbackHistory({ type, ...pageParam }),
    initialPageParam: { page: 0 } as PageParam,
    getNextPageParam: (lastPage, pages): PageParam | undefined =>
      lastPage.hasMore ? { page: pages.length, cursor: lastPage.nextCursor } : undefined,
    enabled: open && Boolean(user),
    staleTime: HISTORY_FRESH_MS,
  });
}
