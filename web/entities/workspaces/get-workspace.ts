// GET /api/workspaces/:id: one workspace of the caller's (404 for any other).
import { workspaceSchema, type Workspace } from '@contracts/workspaces';
import { apiRequest } from '@web/lib/api-client';

export function getWorkspace(workspaceId: string): Promise<Workspace> {
  return apiRequest(`/api/workspaces/${encodeURIComponent(workspaceId)}`, { schema: workspaceSchema });
}
