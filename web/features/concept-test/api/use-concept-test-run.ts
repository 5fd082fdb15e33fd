// One concept-test run as the screen sees it: streamed from the server, or replayed from history without a new charge.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OverallAnalysis } from '../../../../contracts/analysis';
import type { TwinAnswerItem } from '../../../../contracts/feedback';
import { useAuth } from '../../../entities/session/use-auth';
import type { GenerateRequest } from '../../../entities/feedback-record/history-selection';
import { feedbackRecordKeys } from '../../../entities/feedback-record/feedback-record-keys';
import { useTokens } from '../../../entities/credits/use-tokens';
import { runAnalysisStream } from './run-analysis-stream';

export type RunEngine = { provider: string; model: string };

export type ConceptTestRun = {
  status: 'idle' | 'running' | 'done' | 'error';
  concept: string;
  personaIds: string[];
  responses: TwinAnswerItem[];
  analysis: OverallAnalysis | null;
  /** The saved record follow-ups are asked on. */
  feedbackId: string | null;
  engine: RunEngine | null;
  createdAt: string | null;
  fromHistory: boolean;
  error: unknown;
  /** The run's place in the queue while it waits for a worker; null once it runs (or when it never waited). */
  queuePosition: number | null;
};

const idle: ConceptTestRun = {
  status: 'idle',
  concept: '',
  personaIds: [],
  responses: [],
  analysis: null,
  feedbackId: null,
  engine: null,
  createdAt: null,
  fromHistory: false,
  error: null,
  queuePosition: null,
};

export function useConceptTestRun() {
  const [run, setRun] = useState<ConceptTestRun>(idle);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { refreshTokens } = useTokens();

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (request: GenerateRequest, savedAt?: string) => {
      controller.current?.abort();
      const base = { ...idle, concept: request.feedbackContent, personaIds: request.selectedPersonas };
      if (request.source === 'history') {
        // A saved run whose analysis is not the engine's (null) shows its twins' answers only.
        const analysis = request.overallAnalysis ?? null;
        setRun({
          ...base,
          status: 'done',
          responses: request.responses ?? [],
          analysis,
          feedbackId: request.feedbackId ?? null,
          engine: analysis?.generatedBy ?? null,
          createdAt: savedAt ?? null,
          fromHistory: true,
        });
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      setRun({ ...base, status: 'running' });
      try {
        const record = await runAnalysisStream(
          {
            type: 'focus-group',
            concept: request.feedbackContent,
            personaIds: request.selectedPersonas,
            filters: request.filters,
          },
          {
            onQueued: (queuePosition) => setRun((current) => ({ ...current, queuePosition })),
            onStarted: () => setRun((current) => ({ ...current, queuePosition: null })),
            onPersona: (response) =>
              setRun((current) => ({ ...current, responses: [...current.responses, response] })),
            onAnalysis: (analysis) => setRun((current) => ({ ...current, analysis })),
          },
          abort.signal,
        );
        setRun({
          ...base,
          status: 'done',
          responses: record.responses,
          analysis: record.overall_analysis,
          feedbackId: record.id,
          engine: record.engine,
          createdAt: record.created_at,
        });
      } catch (error) {
        if (abort.signal.aborted) return;
        setRun({ ...base, status: 'error', error });
      } finally {
        // The run charged (or refunded) a credit and may have saved a record. The realtime stream also pushes the
        // balance; re-reading it here keeps the header right when that stream is down.
        void refreshTokens();
        if (user) void queryClient.invalidateQueries({ queryKey: feedbackRecordKeys.all(user.id) });
      }
    },
    [queryClient, refreshTokens, user],
  );

  return { run, start };
}
