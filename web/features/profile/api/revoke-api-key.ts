// POST /api/auth/api-key/delete {keyId}: the key stops working at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@web/lib/api-client';
import { apiKeyPaths } from '@web/lib/untyped-api-paths';
import { useAuth } from '@web/entities/session/use-auth';
import { apiKeysQueryKey } from './list-api-keys';

export function revokeApiKey(keyId: string) {
  return apiRequest(apiKeyPaths.delete, {
    method: 'POST',
    body: { keyId },
    schema: z.looseObject({ success: z.boolean() }),
  });
}

export function useRevokeApiKey() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'revoke-api-key'],
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(user?.id) }),
  });
}
