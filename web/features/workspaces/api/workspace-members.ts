// GET /api/workspaces/:id/members and the owner's changes to them: role (PATCH), removal or leaving (DELETE), and
// handing over the ownership (POST …/ownership).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  workspaceMemberListSchema,
  workspaceMemberSchema,
  type MemberRole,
  type WorkspaceMember,
} from '@contracts/workspaces';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { workspaceKeys } from '@web/entities/workspaces/workspace-keys';
import { userQueryKey } from '@web/lib/query-keys';

const memberParams = (workspaceId: string, userId: string) => ({
  params: { path: { id: workspaceId, userId } },
});

export const membersQueryKey = (userId: string | null | undefined, workspaceId: string) =>
  userQueryKey(userId, 'workspace-members', workspaceId);

export function useWorkspaceMembers(workspaceId: string | undefined) {
  const { user } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: membersQueryKey(user?.id, workspaceId ?? 'none'),
      queryFn: () =>
        validated(
          api.GET('/api/workspaces/{id}/members', { params: { path: { id: workspaceId! } } }),
          workspaceMemberListSchema,
        ),
      enabled: Boolean(user?.id && workspaceId),
    }),
  );
}

/** Role changes, removal, leaving and transfer: each one re-reads the members, and the workspace list (roles, leaving). */
export function useMemberChanges(workspaceId: string | undefined) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: membersQueryKey(user?.id, workspaceId ?? 'none') }),
      queryClient.invalidateQueries({ queryKey: workspaceKeys.list(user?.id) }),
    ]);
  return {
    changeRole: useMutation({
      mutationFn: ({ userId, role }: { userId: string; role: MemberRole }): Promise<WorkspaceMember> =>
        validated(
          api.PATCH('/api/workspaces/{id}/members/{userId}', {
            ...memberParams(workspaceId!, userId),
            body: { role },
          }),
          workspaceMemberSchema,
        ),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (userId: string) =>
        api.DELETE('/api/workspaces/{id}/members/{userId}', memberParams(workspaceId!, userId)),
      onSuccess: settle,
    }),
    transfer: useMutation({
      mutationFn: (userId: string) =>
        validated(
          api.POST('/api/workspaces/{id}/members/{userId}/ownership', memberParams(workspaceId!, userId)),
          workspaceMemberListSchema,
        ),
      onSuccess: settle,
    }),
  };
}
