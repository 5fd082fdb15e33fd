// POST /api/analyses with Accept: text/event-stream: `persona` per twin, then `analysis`, then `done` (the saved record) or `error`.
// EventSource cannot POST, so the body is read with fetch and a ReadableStream.
import { overallAnalysisSchema, type OverallAnalysis } from '../../../../contracts/analysis';
import type { RunAnalysisRequest } from '../../../../contracts/analyses';
import { feedbackRecordSchema, responseItemSchema, type FeedbackRecord, type ResponseItem } from '../../../../contracts/feedback';
import { invalidRunResponse, runStreamEnded, runStreamErrors, toRunError } from '../../../lib/run-errors';
import { postEventStream } from '../../../lib/sse-parser';

export type RunHandlers = {
  onPersona?: (response: ResponseItem) => void;
  onAnalysis?: (analysis: OverallAnalysis) => void;
};

/** Runs a concept test and reports each twin's answer as it arrives; resolves with the saved record. */
export async function runAnalysisStream(request: RunAnalysisRequest, handlers: RunHandlers = {}, signal?: AbortSignal): Promise<FeedbackRecord> {
  // Validation, credit and twin errors come before the stream opens, as ordinary problem answers.
  for await (const { event, payload } of postEventStream('/api/analyses', request, runStreamErrors, signal)) {
    if (event === 'persona') {
      const item = responseItemSchema.safeParse(payload);
      if (item.success) handlers.onPersona?.(item.data);
    } else if (event === 'analysis') {
      const analysis = overallAnalysisSchema.safeParse(payload);
      if (analysis.success) handlers.onAnalysis?.(analysis.data);
    } else if (event === 'done') {
      const record = feedbackRecordSchema.safeParse(payload);
      if (!record.success) throw invalidRunResponse();
      return record.data;
    } else if (event === 'error') {
      throw toRunError(500, payload);
    }
  }
  throw runStreamEnded();
}
