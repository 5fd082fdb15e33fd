// Query keys of the signed-in user's credits.
import { userQueryKey } from '@web/lib/query-keys';

export const creditKeys = {
  /** Balance and current subscription (GET /api/tokens). */
  balance: (userId: string | null | undefined) => userQueryKey(userId, 'credits', 'balance'),
};
