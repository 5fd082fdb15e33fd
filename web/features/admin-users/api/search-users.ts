// GET /api/admin/users?query=: users by email or name, with balance and current subscription (admins only).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserListSchema, type AdminUser } from '@contracts/admin-users';
import { api, validated } from '@web/lib/api-client';

export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

export function searchUsers(query: string): Promise<AdminUser[]> {
  return validated(api.GET('/api/admin/users', { params: { query: { query } } }), adminUserListSchema);
}

export function adminUsersQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, query],
    queryFn: () => searchUsers(query),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: string) {
  return useQuery(adminUsersQueryOptions(query));
}
