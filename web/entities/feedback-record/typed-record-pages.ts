// One research type's own history (GET /api/pricing-studies, /api/comparisons…): its records, a page at a time.
import { useInfiniteQuery, type UseInfiniteQueryResult, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { HISTORY_PAGE_SIZE } from '@contracts/feedback';
import type { FeedbackRecord } from '@contracts/feedback-records';
import { api, validated } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/query-keys';
import { useAuth } from '@web/entities/session/use-auth';

export type RecordPage<Item extends FeedbackRecord> = {
  items: Item[];
  hasMore: boolean;
  nextCursor: string | null;
};
export type RecordPagesQuery<Item extends FeedbackRecord> = UseInfiniteQueryResult<
  InfiniteData<RecordPage<Item>>
>;

/** The research types whose records have their own history route. */
export type RecordPagesPath = '/api/pricing-studies' | '/api/comparisons' | '/api/feature-studies';

export const typedRecordKeys = (userId: string | null | undefined, path: string) =>
  userQueryKey(userId, path);

export function useTypedRecordPages<Item extends FeedbackRecord>(
  path: RecordPagesPath,
  schema: z.ZodType<RecordPage<Item>>,
): RecordPagesQuery<Item> {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: typedRecordKeys(user?.id, path),
    queryFn: ({ pageParam }) =>
      validated(
        api.GET(path, {
          params: { query: { pageSize: HISTORY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
        schema,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.nextCursor : undefined),
    enabled: Boolean(user),
  });
}
