// One run at a time, as a screen follows it: starting one aborts the one before, and leaving the screen aborts it.
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTokens } from '@web/entities/credits/use-tokens';
import { useAuth } from '@web/entities/session/use-auth';
import { feedbackRecordKeys } from './feedback-record-keys';

export function useFollowedRun() {
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { refreshTokens } = useTokens();

  useEffect(() => () => controller.current?.abort(), []);

  /** Stops following the current run (the run itself goes on on the server). */
  const stop = useCallback(() => controller.current?.abort(), []);

  /**
   * Follows `work` with a fresh abort signal; `onError` hears how it failed unless it was aborted. However it ends,
   * the balance and the run history are read again: the run charged (or refunded) a credit and may have saved a
   * record, and the realtime stream that also pushes the balance may be down.
   */
  const follow = useCallback(
    async (work: (signal: AbortSignal) => Promise<void>, onError: (error: unknown) => void) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      try {
        await work(abort.signal);
      } catch (error) {
        if (!abort.signal.aborted) onError(error);
      } finally {
        void refreshTokens();
        if (user) void queryClient.invalidateQueries({ queryKey: feedbackRecordKeys.all(user.id) });
      }
    },
    [queryClient, refreshTokens, user],
  );

  return { follow, stop };
}
