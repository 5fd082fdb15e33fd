// PUT /api/admin/users/:id/role {isAdmin} → {isAdmin}: grants or withdraws the admin role.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoleResultSchema, type AdminRoleRequest } from '@contracts/admin-users';
import { api, validated } from '@web/lib/api-client';
import { updateUserRow } from './update-user-row';

export function setAdminRole(userId: string, input: AdminRoleRequest) {
  return validated(
    api.PUT('/api/admin/users/{id}/role', { params: { path: { id: userId } }, body: input }),
    adminRoleResultSchema,
  );
}

export function useSetAdminRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', userId, 'role'],
    mutationFn: (input: AdminRoleRequest) => setAdminRole(userId, input),
    onSuccess: ({ isAdmin }) => updateUserRow(queryClient, userId, { isAdmin }),
  });
}
