// POST a run (/api/analyses, /api/pricing-studies, /api/comparisons) with Accept: text/event-stream, for every run type: progress events go to their handlers, `done`
// carries the saved record and `error` the run's problem (a failed run has been refunded).
import type { z } from 'zod';
import { ApiError, invalidResponse, networkError, problemError } from './api-client';
import { postEventStream } from './sse-parser';

/** A progress handler that hears only payloads of the expected shape (others are dropped: the record has it all). */
export const onValid =
  <T>(schema: z.ZodType<T>, handle: ((value: T) => void) | undefined) =>
  (payload: unknown) => {
    const parsed = schema.safeParse(payload);
    if (parsed.success) handle?.(parsed.data);
  };

/** Runs one analysis and follows its events; resolves with the record `done` carries, read by `recordSchema`. */
export async function followRunStream<RunRecord>(
  body: unknown,
  recordSchema: z.ZodType<RunRecord>,
  progress: Partial<Record<string, (payload: unknown) => void>>,
  signal?: AbortSignal,
  path = '/api/analyses',
): Promise<RunRecord> {
  // Validation, credit and twin errors come before the stream opens, as ordinary problem answers.
  for await (const { event, payload } of postEventStream(
    path,
    body,
    { toError: problemError, networkError },
    signal,
  )) {
    if (event === 'done') {
      const record = recordSchema.safeParse(payload);
      if (!record.success) throw invalidResponse(200);
      return record.data;
    }
    if (event === 'error') throw problemError(500, payload);
    progress[event]?.(payload);
  }
  throw new ApiError({
    status: 0,
    code: 'STREAM_ENDED',
    title: 'Connection lost',
    detail: 'The connection closed before the analysis finished. Check your history before trying again.',
  });
}
