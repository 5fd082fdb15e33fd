// Credits and subscription per the spec's "Tokens and subscription", "Token consumption" and "Token check", read from
// the signed-in user's GET /api/tokens query; the realtime channel writes new balances into that query.
import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isCurrentSubscription } from '@contracts/account';
import { useAuth } from '@web/entities/session/use-auth';
import { consumeTokensRequest } from './consume-tokens';
import { creditKeys } from './credit-keys';
import { tokensQueryOptions, writeBalance } from './get-tokens';
import { TokenContext, type ConsumeResult, type TokenState } from './use-tokens';

/** A thrown value's message, if it has a non-empty one (a DOMException is not always an Error). */
function messageOf(thrown: unknown): string | undefined {
  const message =
    typeof thrown === 'object' && thrown !== null ? (thrown as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

export function TokenProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user, session, loading: authLoading } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery(tokensQueryOptions(userId));
  const resources = query.isError ? undefined : query.data;
  const isUnlimited = isCurrentSubscription(resources?.subscription?.status);

  const refreshTokens = useCallback(async () => {
    if (userId === null) return;
    // A re-read replaces any read still running, so the newest balance wins.
    await queryClient.refetchQueries({ queryKey: creditKeys.balance(userId), exact: true });
  }, [queryClient, userId]);

  const consumeTokens = useCallback<TokenState['consumeTokens']>(
    async (amount, operationType, actionId, operationMetadata): Promise<ConsumeResult> => {
      if (!userId) return { success: false, error: 'Not authenticated' };
      if (!(typeof amount === 'number' && amount > 0)) return { success: false, error: 'Invalid amount' };
      if (!operationType) return { success: false, error: 'operationType is required' };
      if (!session) return { success: false, error: 'Missing auth token' };
      if (isUnlimited)
        return {
          success: true,
          actionPerformed: true,
          subscriptionUsed: true,
          message: 'Covered by subscription',
        };
      try {
        const { ok, answer } = await consumeTokensRequest({
          amount,
          operationType,
          actionId: actionId ?? null,
          operationMetadata: operationMetadata ?? {},
        });
        if (!answer) return { success: false, error: 'Invalid server response' };
        if (answer.errorCode === 'ACTION_ALREADY_PERFORMED') {
          await refreshTokens();
          return {
            success: true,
            actionPerformed: true,
            message: answer.message ?? 'Already processed',
            currentBalance: answer.currentBalance,
          };
        }
        if (!ok || !answer.success) {
          return {
            success: false,
            error: answer.error ?? 'Token consumption failed',
            errorCode: answer.errorCode,
            currentBalance: answer.currentBalance,
          };
        }
        if (answer.newBalance !== undefined) writeBalance(queryClient, userId, answer.newBalance);
        await refreshTokens();
        return answer.subscriptionUsed ? { ...answer, actionPerformed: true } : answer;
      } catch (err) {
        return { success: false, error: messageOf(err) ?? 'Unexpected error' };
      }
    },
    [userId, session, isUnlimited, queryClient, refreshTokens],
  );

  const balance = resources?.balance ?? null;
  const hasEnoughTokens = useCallback(
    (required = 1) => {
      if (!userId) return false;
      if (isUnlimited) return true;
      return (balance ?? 0) >= required;
    },
    [userId, isUnlimited, balance],
  );

  // Loading until auth settles; for a signed-in user, while the balance is read.
  const loading = userId ? query.isPending || query.isFetching : authLoading;
  const error = query.isError ? (messageOf(query.error) ?? 'Failed to fetch user resources.') : null;
  const lastUpdated = resources && query.dataUpdatedAt ? query.dataUpdatedAt : null;
  const value = useMemo<TokenState>(
    () => ({
      tokens: balance,
      subscription: resources?.subscription ?? null,
      loading,
      error,
      lastUpdated,
      isUnlimited,
      isVisible: true,
      consumeTokens,
      hasEnoughTokens,
      refreshTokens,
    }),
    [
      balance,
      resources,
      loading,
      error,
      lastUpdated,
      isUnlimited,
      consumeTokens,
      hasEnoughTokens,
      refreshTokens,
    ],
  );
  return <TokenContext.Provider value={value}>{children}</TokenContext.Provider>;
}
