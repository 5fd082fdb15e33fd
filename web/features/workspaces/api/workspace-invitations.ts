// GET/POST /api/workspaces/:id/invitations, DELETE …/invitations/:invitationId (the owner's), and
// POST /api/invitations/accept (the invited person's).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptedInvitationSchema,
  createdInvitationSchema,
  invitationListSchema,
  type CreateInvitationInput,
} from '@contracts/workspaces';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { workspaceKeys } from '@web/entities/workspaces/workspace-keys';
import { userQueryKey } from '@web/lib/query-keys';

const invitationsQueryKey = (userId: string | null | undefined, workspaceId: string) =>
  userQueryKey(userId, 'workspace-invitations', workspaceId);

export function useInvitations(workspaceId: string | undefined, enabled: boolean) {
  const { user } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: invitationsQueryKey(user?.id, workspaceId ?? 'none'),
      queryFn: () =>
        validated(
          api.GET('/api/workspaces/{id}/invitations', { params: { path: { id: workspaceId! } } }),
          invitationListSchema,
        ),
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
        validated(
          api.POST('/api/workspaces/{id}/invitations', {
            params: { path: { id: workspaceId! } },
            body: input,
          }),
          createdInvitationSchema,
        ),
      onSuccess: settle,
    }),
    revoke: useMutation({
      mutationFn: (invitationId: string) =>
        api.DELETE('/api/workspaces/{id}/invitations/{invitationId}', {
          params: { path: { id: workspaceId!, invitationId } },
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
      validated(api.POST('/api/invitations/accept', { body: { token } }), acceptedInvitationSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list(user?.id) }),
  });
}
