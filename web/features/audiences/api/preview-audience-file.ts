// POST /api/audiences/preview: the mapping step's proposal for a file (nothing is stored).
import { useMutation } from '@tanstack/react-query';
import { audiencePreviewSchema } from '@contracts/audiences';
import { apiRequest } from '@web/lib/api-client';

export function previewAudienceFile(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('/api/audiences/preview', { method: 'POST', body, schema: audiencePreviewSchema });
}

export function usePreviewAudienceFile() {
  return useMutation({ mutationFn: previewAudienceFile });
}
