// GET /api/tokens: the credit balance and the current subscription.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { creditBalanceSchema, type CreditBalance } from '@contracts/credits';
import { api, validated } from '@web/lib/api-client';
import { creditKeys } from './credit-keys';

export function getTokens(): Promise<CreditBalance> {
  return validated(api.GET('/api/tokens'), creditBalanceSchema);
}

export function tokensQueryOptions(userId: string | null) {
  // A failure shows at once (spec: 'Failed to fetch user resources.'); the realtime channel and the next read repair it.
  return queryOptions({
    queryKey: creditKeys.balance(userId),
    queryFn: getTokens,
    enabled: userId !== null,
    retry: false,
  });
}

/** Writes a balance pushed by the realtime channel or returned by a consume call into the cache (0 when it carries none). */
export function writeBalance(queryClient: QueryClient, userId: string, balance: number | null | undefined) {
  queryClient.setQueryData<CreditBalance>(creditKeys.balance(userId), (current) =>
    current ? { ...current, balance: typeof balance === 'number' ? balance : 0 } : current,
  );
}
