// GET/POST /api/workspaces/:id/invitations, DELETE …/invitations/:invitationId (the owner's), and
// POST /api/invitations/accept (the invited person's).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptedInvitationSchema,
  createdInvitationSchema,
  invitationListSchema,
  type CreateInvitationInput,
} from '@contracts/workspaces';
import { apiRequest } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { workspaceKeys } from '@web/entities/workspaces/workspace-keys';
import { userQueryKey } from '@web/lib/query-keys';

const invitationsPath = (workspaceId: string) =>
  `/api/workspaces/${encodeURIComponent(workspaceId)}/invitations`;

const invitationsQueryKey = (userId: string | null | undefined, workspaceId: string) =>
  userQueryKey(userId, 'workspace-invitations', workspaceId);

export function useInvitations(workspaceId: string | undefined, enabled: boolean) {
  const { user } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: invitationsQueryKey(user?.id, workspaceId ?? 'none'),
      queryFn: () => apiRequest(invitationsPath(workspaceId!), { schema: invitationListSchema }),
      enabled: enabled && Boolean(user?.id && workspaceId),
    }),
  );
}

export function useInvitationChanges(workspaceId: string | undefined) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const settle = () =>
    queryClient.invalidateQueries({ queryKey: invitationsQueryKey(user?.id, workspaceId ?? 'none') });
  return {
    invite: useMutation({
      mutationFn: (input: CreateInvitationInput) =>
        apiRequest(invitationsPath(workspaceId!), {
          method: 'POST',
          body: input,
          schema: createdInvitationSchema,
        }),
      onSuccess: settle,
    }),
    revoke: useMutation({
      mutationFn: (invitationId: string) =>
        apiRequest(`${invitationsPath(workspaceId!)}/${encodeURIComponent(invitationId)}`, {
          method: 'DELETE',
        }),
      onSuccess: settle,
    }),
  };
}

/** Accepts an invitation's token for the signed-in user; the workspace list is read again to hold it. */
export function useAcceptInvitation() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/invitations/accept', {
        method: 'POST',
        body: { token },
        schema: acceptedInvitationSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list(user?.id) }),
  });
}
