// A pricing study or comparison run followed as it goes: the twins answered so far, then the saved record.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FeedbackRecord } from '@contracts/feedback-records';
import { followRunStream } from '@web/lib/run-stream';
import { useTokens } from '@web/entities/credits/use-tokens';
import { useAuth } from '@web/entities/session/use-auth';
import { feedbackRecordKeys } from './feedback-record-keys';
import { typedRecordKeys } from './typed-record-pages';

export function usePanelRun<Request, Item extends FeedbackRecord>(
  path: string,
  recordSchema: z.ZodType<Item>,
) {
  const { user } = useAuth();
  const { refreshTokens } = useTokens();
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState(0);
  const [queued, setQueued] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (request: Request): Promise<Item> => {
      setAnswered(0);
      setQueued(null);
      return followRunStream(
        request,
        recordSchema,
        {
          queued: (payload) => setQueued((payload as { position?: number }).position ?? null),
          started: () => setQueued(null),
          persona: () => setAnswered((count) => count + 1),
        },
        undefined,
        path,
      );
    },
    onSettled: () => {
      void refreshTokens();
      void queryClient.invalidateQueries({ queryKey: typedRecordKeys(user?.id, path) });
      void queryClient.invalidateQueries({ queryKey: feedbackRecordKeys.all(user?.id) });
    },
  });
  return { ...mutation, answered, queued };
}

/** A panel study's run as the lab follows it (usePanelRun). */
export type PanelRun<Request, Item extends FeedbackRecord> = ReturnType<typeof usePanelRun<Request, Item>>;
