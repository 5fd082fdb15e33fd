// GET /api/workspaces/:id: one workspace of the caller's (404 for any other).
import { workspaceSchema, type Workspace } from '@contracts/workspaces';
import { api, validated } from '@web/lib/api-client';

export function getWorkspace(workspaceId: string): Promise<Workspace> {
  return validated(
    api.GET('/api/workspaces/{id}', { params: { path: { id: workspaceId } } }),
    workspaceSchema,
  );
}
