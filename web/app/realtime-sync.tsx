// Keeps the signed-in user's balance, subscription, profile and role live over the realtime connection.
import { useEffect } from 'react';
import { useAuth } from '../entities/session/use-auth';
import { useTokens } from '../entities/credits/use-tokens';
import { openRealtime } from '../lib/realtime-connection';

export function RealtimeSync() {
  const { user, refreshProfile } = useAuth();
  const { applyBalanceUpdate, refreshTokens } = useTokens();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    return openRealtime({
      tokens: applyBalanceUpdate,
      subscription: () => {
        void refreshTokens();
        // The session's copy of the subscription (read at sign-in) follows too.
        void refreshProfile();
      },
      profile: () => void refreshProfile(),
      role: () => void refreshProfile(),
    });
  }, [userId, applyBalanceUpdate, refreshTokens, refreshProfile]);

  return null;
}
