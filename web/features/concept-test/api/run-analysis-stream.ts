// POST /api/analyses with Accept: text/event-stream: `queued` (place in line) while the run waits for a worker, `started`,
// `persona` per twin, then `analysis`, then `done` (the saved record) or `error`.
// EventSource cannot POST, so the body is read with fetch and a ReadableStream.
import { z } from 'zod';
import { overallAnalysisSchema, type OverallAnalysis } from '../../../../contracts/analysis';
import { ownedFocusGroupRecordSchema, type RunAnalysisRequest } from '../../../../contracts/analyses';
import { twinAnswerItemSchema, type TwinAnswerItem } from '../../../../contracts/feedback';
import type { FeedbackRecordOf } from '../../../../contracts/feedback-records';
import { problemSchema } from '../../../../contracts/problem';
import { ApiError, NETWORK_ERROR_DETAIL } from '../../../lib/api-client';
import { postEventStream } from '../../../lib/sse-parser';

const queuedSchema = z.object({ position: z.number().int().positive() });
const problemWithBalanceSchema = problemSchema.extend({ currentBalance: z.number().optional() });

/** A failed run: the server's problem, plus the balance a 402 reports. */
export class AnalysisRunError extends ApiError {
  readonly currentBalance: number | undefined;
  constructor(problem: z.infer<typeof problemWithBalanceSchema>) {
    super(problem);
    this.name = 'AnalysisRunError';
    this.currentBalance = problem.currentBalance;
  }
}

function toRunError(status: number, body: unknown): AnalysisRunError {
  const parsed = problemWithBalanceSchema.safeParse(body);
  if (parsed.success) return new AnalysisRunError(parsed.data);
  return new AnalysisRunError({ status, code: 'HTTP_ERROR', title: 'Request failed', detail: 'Something went wrong on our side. Please try again.' });
}

const networkError = () => new AnalysisRunError({ status: 0, code: 'NETWORK_ERROR', title: 'Network error', detail: NETWORK_ERROR_DETAIL });

export type RunHandlers = {
  onQueued?: (position: number) => void;
  onStarted?: () => void;
  onPersona?: (response: TwinAnswerItem) => void;
  onAnalysis?: (analysis: OverallAnalysis) => void;
};

/** Runs a concept test and reports each twin's answer as it arrives; resolves with the saved record. */
export async function runAnalysisStream(request: RunAnalysisRequest, handlers: RunHandlers = {}, signal?: AbortSignal): Promise<FeedbackRecordOf<'focus-group'>> {
  // Validation, credit and twin errors come before the stream opens, as ordinary problem answers.
  for await (const { event, payload } of postEventStream('/api/analyses', request, { toError: toRunError, networkError }, signal)) {
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
      if (!record.success) throw new AnalysisRunError({ status: 200, code: 'INVALID_RESPONSE', title: 'Invalid server response', detail: 'Invalid server response' });
      return record.data;
    } else if (event === 'error') {
      throw toRunError(500, payload);
    }
  }
  throw new AnalysisRunError({
    status: 0,
    code: 'STREAM_ENDED',
    title: 'Connection lost',
    detail: 'The connection closed before the analysis finished. Check your history before trying again.',
  });
}
