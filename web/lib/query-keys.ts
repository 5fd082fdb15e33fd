/** Query keys under this prefix belong to the signed-in user and are dropped when the user changes or signs out. */
export const USER_QUERY_PREFIX = 'user';

export function userQueryKey(userId: string | null | undefined, ...parts: string[]) {
  return [USER_QUERY_PREFIX, userId ?? 'anonymous', ...parts] as const;
}
