import { userQueryKey } from '@web/lib/query-keys';

/** Admin content queries belong to the signed-in admin, so they are dropped on sign-out. */
export function adminContentKey(userId: string | null | undefined, ...parts: string[]) {
  return userQueryKey(userId, 'admin-content', ...parts);
}
