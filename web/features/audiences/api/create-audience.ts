// POST /api/audiences: a new audience from the file and the mapping the user settled on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audienceWithTwinsSchema, type AudienceMapping } from '@contracts/audiences';
import { audienceKeys } from '@web/entities/audiences/audience-keys';
import { useAuth } from '@web/entities/session/use-auth';
import { apiPath, apiRequest } from '@web/lib/api-client';

export type CreateAudienceRequest = {
  name: string;
  file: File;
  mapping: AudienceMapping;
  country?: string;
  workspaceId?: string;
};

export function createAudience({ name, file, mapping, country, workspaceId }: CreateAudienceRequest) {
  const body = new FormData();
  body.append('name', name);
  body.append('mapping', JSON.stringify(mapping));
  if (country) body.append('country', country);
  if (workspaceId) body.append('workspace_id', workspaceId);
  body.append('file', file);
  return apiRequest(apiPath('/api/audiences'), { method: 'POST', body, schema: audienceWithTwinsSchema });
}

export function useCreateAudience() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAudience,
    onSuccess: (audience) => {
      queryClient.setQueryData(audienceKeys.one(user?.id, audience.id), audience);
      void queryClient.invalidateQueries({ queryKey: audienceKeys.all(user?.id) });
    },
  });
}
