// GET /api/tokens/ledger?limit=&before=: the caller's credit history, newest first, paged by entry id.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ledgerPageSchema, type LedgerPage } from '@contracts/credits';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { userQueryKey } from '@web/lib/query-keys';

export const LEDGER_PAGE_SIZE = 20;

export function listLedger(before?: number): Promise<LedgerPage> {
  return validated(
    api.GET('/api/tokens/ledger', { params: { query: { limit: LEDGER_PAGE_SIZE, before } } }),
    ledgerPageSchema,
  );
}

export function ledgerQueryOptions(userId: string | null | undefined) {
  return infiniteQueryOptions({
    queryKey: userQueryKey(userId, 'ledger'),
    queryFn: ({ pageParam }) => listLedger(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items[last.items.length - 1]?.id : undefined),
    enabled: Boolean(userId),
  });
}

export function useLedger() {
  const { user } = useAuth();
  return useInfiniteQuery(ledgerQueryOptions(user?.id));
}
