// Angel pitch's calls: the caller's pitches and running one (1 credit).
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  angelPitchPageSchema,
  ownedAngelPitchRecordSchema,
  type AngelPitchRecord,
  type AngelPitchRequest,
} from '@contracts/angel-pitch';
import { HISTORY_PAGE_SIZE } from '@contracts/feedback';
import { useTokens } from '@web/entities/credits/use-tokens';
import { feedbackRecordKeys } from '@web/entities/feedback-record/feedback-record-keys';
import { useAuth } from '@web/entities/session/use-auth';
import { api, validated } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/query-keys';

const angelPitchKeys = { all: (userId: string | null | undefined) => userQueryKey(userId, 'angel-pitches') };

/** The caller's pitches, a page at a time (keyset cursor), like the other research types' history. */
export function useAngelPitches() {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: angelPitchKeys.all(user?.id),
    queryFn: ({ pageParam }) =>
      validated(
        api.GET('/api/angel-pitches', {
          params: { query: { pageSize: HISTORY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
        angelPitchPageSchema,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.nextCursor : undefined),
    enabled: Boolean(user),
  });
}

export function useRunAngelPitch() {
  const { user } = useAuth();
  const { refreshTokens } = useTokens();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AngelPitchRequest): Promise<AngelPitchRecord> =>
      validated(api.POST('/api/angel-pitches', { body: request }), ownedAngelPitchRecordSchema),
    onSettled: () => {
      void refreshTokens();
      void queryClient.invalidateQueries({ queryKey: angelPitchKeys.all(user?.id) });
      void queryClient.invalidateQueries({ queryKey: feedbackRecordKeys.all(user?.id) });
    },
  });
}
