// Query keys of the session: the session itself (anyone) and the signed-in user's /api/me.
import { userQueryKey } from '@web/lib/query-keys';

export const sessionKeys = {
  session: () => ['session'] as const,
  me: (userId: string | null | undefined) => userQueryKey(userId, 'me'),
};
