// Query keys of the user's audiences (private: dropped on sign-out with every other user key).
import { userQueryKey } from '@web/lib/query-keys';

type UserId = string | null | undefined;

export const audienceKeys = {
  all: (userId: UserId) => userQueryKey(userId, 'audiences'),
  one: (userId: UserId, id: string) => [...audienceKeys.all(userId), id] as const,
};
