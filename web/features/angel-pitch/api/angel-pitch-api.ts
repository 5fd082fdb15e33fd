// Angel pitch's calls: the caller's pitches and running one (1 credit).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ownedAngelPitchRecordSchema,
  type AngelPitchRecord,
  type AngelPitchRequest,
} from '../../../../contracts/angel-pitch';
import { useTokens } from '../../../entities/credits/use-tokens';
import { feedbackRecordKeys } from '../../../entities/feedback-record/feedback-record-keys';
import { useAuth } from '../../../entities/session/use-auth';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/query-keys';

const angelPitchKeys = { all: (userId: string | null | undefined) => userQueryKey(userId, 'angel-pitches') };

export function useAngelPitches() {
  const { user } = useAuth();
  return useQuery({
    queryKey: angelPitchKeys.all(user?.id),
    queryFn: () => apiRequest('/api/angel-pitches', { schema: ownedAngelPitchRecordSchema.array() }),
    enabled: Boolean(user),
  });
}

export function useRunAngelPitch() {
  const { user } = useAuth();
  const { refreshTokens } = useTokens();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AngelPitchRequest): Promise<AngelPitchRecord> =>
      apiRequest('/api/angel-pitches', {
        method: 'POST',
        body: request,
        schema: ownedAngelPitchRecordSchema,
      }),
    onSettled: () => {
      void refreshTokens();
      void queryClient.invalidateQueries({ queryKey: angelPitchKeys.all(user?.id) });
      void queryClient.invalidateQueries({ queryKey: feedbackRecordKeys.all(user?.id) });
    },
  });
}
