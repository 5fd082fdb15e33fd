// Keeps the signed-in user's balance, subscription, profile and role live: realtime events write into the query cache.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { creditKeys } from '@web/entities/credits/credit-keys';
import { writeBalance } from '@web/entities/credits/get-tokens';
import { sessionKeys } from '@web/entities/session/session-keys';
import { useAuth } from '@web/entities/session/use-auth';
import { openRealtime } from '@web/lib/realtime-connection';

export function RealtimeSync() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    const reloadProfile = () => void queryClient.invalidateQueries({ queryKey: sessionKeys.me(userId) });
    return openRealtime({
      tokens: (balance) => writeBalance(queryClient, userId, balance),
      subscription: () => {
        void queryClient.invalidateQueries({ queryKey: creditKeys.balance(userId) });
        // The session's copy of the subscription (read with the profile) follows too.
        reloadProfile();
      },
      // A rename through the sign-in service changes the session's user too.
      profile: () => {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.session() });
        reloadProfile();
      },
      role: reloadProfile,
    });
  }, [queryClient, userId]);

  return null;
}
