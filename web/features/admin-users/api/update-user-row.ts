import type { QueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@contracts/admin-users';
import { ADMIN_USERS_QUERY_KEY } from './search-users';

/** Applies a change to the user's row in every cached search, so the table updates at once. */
export function updateUserRow(queryClient: QueryClient, userId: string, change: Partial<AdminUser>) {
  queryClient.setQueriesData<AdminUser[]>({ queryKey: ADMIN_USERS_QUERY_KEY }, (rows) =>
    rows?.map((row) => (row.id === userId ? { ...row, ...change } : row)),
  );
}
