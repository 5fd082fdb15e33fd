// POST /api/analyses with Accept: text/event-stream: `queued` (place in line) while the run waits for a worker, `started`,
// `persona` per twin, then `analysis`, then `done` (the saved record) or `error`.
// EventSource cannot POST, so the body is read with fetch and a ReadableStream.
import { overallAnalysisSchema, type OverallAnalysis } from '../../../../contracts/analysis';
import { z } from 'zod';
import { ownedFocusGroupRecordSchema, type RunAnalysisRequest } from '../../../../contracts/analyses';
import { twinAnswerItemSchema, type TwinAnswerItem } from '../../../../contracts/feedback';
import type { FeedbackRecordOf } from '../../../../contracts/feedback-records';
import { invalidRunResponse, runStreamEnded, runStreamErrors, toRunError } from '../../../lib/run-errors';
import { postEventStream } from '../../../lib/sse-parser';

const queuedSchema = z.object({ position: z.number().int().positive() });

export type RunHandlers = {
  onQueued?: (position: number) => void;
  onStarted?: () => void;
  onPersona?: (response: TwinAnswerItem) => void;
  onAnalysis?: (analysis: OverallAnalysis) => void;
};

/** Runs a concept test and reports each twin's answer as it arrives; resolves with the saved record. */
export async function runAnalysisStream(
  request: RunAnalysisRequest,
  handlers: RunHandlers = {},
  signal?: AbortSignal,
): Promise<FeedbackRecordOf<'focus-group'>> {
  // Validation, credit and twin errors come before the stream opens, as ordinary problem answers.
  for await (const { event, payload } of postEventStream('/api/analyses', request, runStreamErrors, signal)) {
    if (event === 'queued') {
      const queued = queuedSchema.safeParse(payload);
      if (queued.success) handlers.onQueued?.(queued.data.position);
    } else if (event === 'started') {
      handlers.onStarted?.();
    } else if (event === 'persona') {
      const item = twinAnswerItemSchema.safeParse(payload);
      if (item.success) handlers.onPersona?.(item.data);
    } else if (event === 'analysis') {
      const analysis = overallAnalysisSchema.safeParse(payload);
      if (analysis.success) handlers.onAnalysis?.(analysis.data);
    } else if (event === 'done') {
      const record = ownedFocusGroupRecordSchema.safeParse(payload);
      if (!record.success) throw invalidRunResponse();
      return record.data;
    } else if (event === 'error') {
      throw toRunError(500, payload);
    }
  }
  throw runStreamEnded();
}
