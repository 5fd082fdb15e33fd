import type { WorkspaceRole } from '@contracts/workspaces';

export const roleLabels: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};
