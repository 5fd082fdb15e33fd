// GET /api/workspaces: the caller's memberships, each with its nested workspace record.
import { z } from 'zod';
import { workspaceMembershipSchema, type WorkspaceMembership } from '../../../contracts/workspaces';
import { apiRequest } from '../../lib/api-client';

export const workspaceMembershipsSchema = z.array(workspaceMembershipSchema);

export function listWorkspaces(): Promise<WorkspaceMembership[]> {
  return apiRequest('/api/workspaces', { schema: workspaceMembershipsSchema });
}
