// GET /api/tokens: the credit balance and whether a subscription makes use unlimited.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tokensSchema, type Tokens } from '../../../../contracts/tokens';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { userQueryKey } from '../../../lib/query-keys';

export { tokensSchema };

export function getTokens(): Promise<Tokens> {
  return apiRequest('/api/tokens', { schema: tokensSchema });
}

export function tokensQueryOptions(userId: string | null | undefined) {
  return queryOptions({ queryKey: userQueryKey(userId, 'tokens'), queryFn: getTokens, enabled: Boolean(userId) });
}

export function useTokens() {
  const { user } = useAuth();
  return useQuery(tokensQueryOptions(user?.id));
}

/** '10 credits', '1 credit', or 'Unlimited' with a current subscription. */
export function formatCredits(tokens: Pick<Tokens, 'balance' | 'isUnlimited'>): string {
  if (tokens.isUnlimited) return 'Unlimited';
  return `${tokens.balance} ${tokens.balance === 1 ? 'credit' : 'credits'}`;
}
