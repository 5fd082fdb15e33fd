// Token balance and subscription per the spec's "Tokens and subscription", "Token consumption" and "Token check".
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isCurrentSubscription, type Subscription } from '../../../contracts/account';
import { useAuth } from '../session/use-auth';
import { TokenContext, type ConsumeResult, type TokenState } from './use-tokens';
import { consumeTokensRequest } from './consume-tokens';
import { getTokens } from './get-tokens';

type Resources = { tokens: number | null; subscription: Subscription | null; lastUpdated: number | null };
const cleared: Resources = { tokens: null, subscription: null, lastUpdated: null };

/** A thrown value's message, if it has a non-empty one (a DOMException is not always an Error). */
function messageOf(thrown: unknown): string | undefined {
  const message = typeof thrown === 'object' && thrown !== null ? (thrown as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

export function TokenProvider({ children }: { children: ReactNode }) {
  const { user, session, loading: authLoading } = useAuth();
  const userId = user?.id ?? null;
  const [resources, setResources] = useState<Resources>(cleared);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const userIdRef = useRef<string | null>(null);
  const fetchSeqRef = useRef(0);

  const fetchResources = useCallback(async () => {
    const forUserId = userIdRef.current;
    if (!forUserId) return;
    const seq = ++fetchSeqRef.current;
    setLoading(true);
    try {
      const result = await getTokens();
      if (seq !== fetchSeqRef.current || userIdRef.current !== forUserId) return;
      setResources({ tokens: result.balance, subscription: result.subscription, lastUpdated: Date.now() });
      setError(null);
    } catch (err) {
      if (seq !== fetchSeqRef.current || userIdRef.current !== forUserId) return;
      setError(messageOf(err) ?? 'Failed to fetch user resources.');
      setResources(cleared);
    } finally {
      if (seq === fetchSeqRef.current) setLoading(false);
    }
  }, []);

  const clearResources = useCallback(() => {
    fetchSeqRef.current++;
    setResources(cleared);
    setError(null);
    setLoading(false);
  }, []);

  // Resources load when a user id becomes known (another user's balance is never shown meanwhile).
  useEffect(() => {
    userIdRef.current = userId;
    if (!userId) return;
    setResources(cleared);
    void fetchResources();
  }, [userId, fetchResources]);

  useEffect(() => {
    if (!userId && !authLoading) clearResources();
  }, [userId, authLoading, clearResources]);

  const isUnlimited = isCurrentSubscription(resources.subscription?.status);

  const applyBalanceUpdate = useCallback((balance: number | null | undefined) => {
    if (!userIdRef.current) return;
    setResources((current) => ({ ...current, tokens: typeof balance === 'number' ? balance : 0, lastUpdated: Date.now() }));
  }, []);

  const consumeTokens = useCallback<TokenState['consumeTokens']>(
    async (amount, operationType, actionId, operationMetadata): Promise<ConsumeResult> => {
      if (!userId) return { success: false, error: 'Not authenticated' };
      if (!(typeof amount === 'number' && amount > 0)) return { success: false, error: 'Invalid amount' };
      if (!operationType) return { success: false, error: 'operationType is required' };
      if (!session) return { success: false, error: 'Missing auth token' };
      if (isUnlimited) return { success: true, actionPerformed: true, subscriptionUsed: true, message: 'Covered by subscription' };
      try {
        const { ok, answer } = await consumeTokensRequest({
          amount,
          operationType,
          actionId: actionId ?? null,
          operationMetadata: operationMetadata ?? {},
        });
        if (!answer) return { success: false, error: 'Invalid server response' };
        if (answer.errorCode === 'ACTION_ALREADY_PERFORMED') {
          await fetchResources();
          return { success: true, actionPerformed: true, message: answer.message ?? 'Already processed', currentBalance: answer.currentBalance };
        }
        if (!ok || !answer.success) {
          return {
            success: false,
            error: answer.error ?? 'Token consumption failed',
            errorCode: answer.errorCode,
            currentBalance: answer.currentBalance,
          };
        }
        if (answer.newBalance !== undefined) applyBalanceUpdate(answer.newBalance);
        await fetchResources();
        return answer.subscriptionUsed ? { ...answer, actionPerformed: true } : answer;
      } catch (err) {
        return { success: false, error: messageOf(err) ?? 'Unexpected error' };
      }
    },
    [userId, session, isUnlimited, fetchResources, applyBalanceUpdate],
  );

  const hasEnoughTokens = useCallback(
    (required = 1) => {
      if (!userId) return false;
      if (isUnlimited) return true;
      return (resources.tokens ?? 0) >= required;
    },
    [userId, isUnlimited, resources.tokens],
  );

  const value = useMemo<TokenState>(
    () => ({
      tokens: resources.tokens,
      subscription: resources.subscription,
      loading,
      error,
      lastUpdated: resources.lastUpdated,
      isUnlimited,
      isVisible: true,
      consumeTokens,
      hasEnoughTokens,
      refreshTokens: fetchResources,
      applyBalanceUpdate,
    }),
    [resources, loading, error, isUnlimited, consumeTokens, hasEnoughTokens, fetchResources, applyBalanceUpdate],
  );
  return <TokenContext.Provider value={value}>{children}</TokenContext.Provider>;
}
