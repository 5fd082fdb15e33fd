// POST /api/audiences/preview: the mapping step's proposal for a file, and where its records' countries come from
// under a mapping and a chosen country (nothing is stored).
import { useMutation } from '@tanstack/react-query';
import { audiencePreviewSchema, type AudienceMapping } from '@contracts/audiences';
import { apiPath, apiRequest } from '@web/lib/api-client';

export type PreviewAudienceRequest = { file: File; mapping?: AudienceMapping; country?: string };

export function previewAudienceFile({ file, mapping, country }: PreviewAudienceRequest) {
  const body = new FormData();
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  if (country) body.append('country', country);
  body.append('file', file);
  return apiRequest(apiPath('/api/audiences/preview'), {
    method: 'POST',
    body,
    schema: audiencePreviewSchema,
  });
}

export function usePreviewAudienceFile() {
  return useMutation({ mutationFn: previewAudienceFile });
}
