// GET /api/workspaces: the caller's memberships, each with its nested workspace record.
import { queryOptions } from '@tanstack/react-query';
import {
  workspaceMembershipListSchema,
  type Workspace,
  type WorkspaceMembership,
} from '@contracts/workspaces';
import { api, validated } from '@web/lib/api-client';
import { workspaceKeys } from './workspace-keys';

/** A workspace with the user's role in it (owner, editor or viewer). */
export type MemberWorkspace = Workspace & { role: string };

export function listWorkspaces(): Promise<WorkspaceMembership[]> {
  return validated(api.GET('/api/workspaces'), workspaceMembershipListSchema);
}

/** The user's workspaces, read once per signed-in user (spec "Workspaces"). */
export function workspacesQueryOptions(userId: string | null, enabled: boolean) {
  return queryOptions({
    queryKey: workspaceKeys.list(userId),
    queryFn: async (): Promise<MemberWorkspace[]> =>
      (await listWorkspaces()).map((membership) => ({ ...membership.workspaces, role: membership.role })),
    enabled: enabled && userId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
