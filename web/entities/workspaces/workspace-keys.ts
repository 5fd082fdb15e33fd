// Query keys of the signed-in user's workspaces.
import { userQueryKey } from '@web/lib/query-keys';

export const workspaceKeys = {
  list: (userId: string | null | undefined) => userQueryKey(userId, 'workspaces'),
};
