// POST /api/auth/api-key/create {name, expiresIn, metadata: {scope}}: the answer holds the key, shown this once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiKeySchema, createdApiKeySchema, type CreateApiKey } from '@contracts/api-keys';
import { apiRequest } from '@web/lib/api-client';
import { apiKeyPaths } from '@web/lib/untyped-api-paths';
import { useAuth } from '@web/entities/session/use-auth';
import { apiKeysQueryKey } from './list-api-keys';

export { createApiKeySchema };

export function createApiKey(input: CreateApiKey) {
  return apiRequest(apiKeyPaths.create, { method: 'POST', body: input, schema: createdApiKeySchema });
}

export function useCreateApiKey() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'create-api-key'],
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(user?.id) }),
  });
}
