// POST /api/analyses with Accept: text/event-stream: `queued` (place in line) while the run waits for a worker, `started`,
// `persona` per twin, then `analysis`, then `done` (the saved record) or `error`.
// EventSource cannot POST, so the body is read with fetch and a ReadableStream.
import { overallAnalysisSchema, type OverallAnalysis } from '@contracts/twin-answers';
import { z } from 'zod';
import { ownedConceptTestRecordSchema, type ConceptTestRequest } from '@contracts/concept-test';
import { twinAnswerItemSchema, type TwinAnswerItem } from '@contracts/feedback';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import { followRunStream, onValid } from '@web/lib/run-stream';

const queuedSchema = z.object({ position: z.number().int().positive() });

export type RunHandlers = {
  onQueued?: (position: number) => void;
  onStarted?: () => void;
  onPersona?: (response: TwinAnswerItem) => void;
  onAnalysis?: (analysis: OverallAnalysis) => void;
};

/** Runs a concept test and reports each twin's answer as it arrives; resolves with the saved record. */
export function runConceptTestStream(
  request: ConceptTestRequest,
  handlers: RunHandlers = {},
  signal?: AbortSignal,
): Promise<FeedbackRecordOf<'focus-group'>> {
  return followRunStream(
    request,
    ownedConceptTestRecordSchema,
    {
      queued: onValid(queuedSchema, (queued) => handlers.onQueued?.(queued.position)),
      started: () => handlers.onStarted?.(),
      persona: onValid(twinAnswerItemSchema, handlers.onPersona),
      analysis: onValid(overallAnalysisSchema, handlers.onAnalysis),
    },
    signal,
  );
}
