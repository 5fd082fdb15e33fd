// One concept-test run as the screen sees it: streamed from the server, or replayed from history without a new charge.
import { useCallback, useState } from 'react';
import type { OverallAnalysis } from '../../../../contracts/analysis';
import type { TwinAnswerItem } from '../../../../contracts/feedback';
import type { GenerateRequest } from '../../../entities/feedback-record/history-selection';
import { runAnalysisStream } from './run-analysis-stream';
import { useFollowedRun } from '../../../entities/feedback-record/use-followed-run';

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
  /** The workspace audiences whose twins answered, as the record names them. */
  audiences: Array<{ id: string; name: string }>;
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
  audiences: [],
  createdAt: null,
  fromHistory: false,
  error: null,
  queuePosition: null,
};

export function useConceptTestRun() {
  const [run, setRun] = useState<ConceptTestRun>(idle);
  const { follow, stop } = useFollowedRun();

  const start = useCallback(
    async (request: GenerateRequest, savedAt?: string) => {
      stop();
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
      await follow(
        async (signal) => {
          setRun({ ...base, status: 'running' });
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
            signal,
          );
          setRun({
            ...base,
            status: 'done',
            responses: record.responses,
            analysis: record.overall_analysis,
            feedbackId: record.id,
            engine: record.engine,
            audiences: record.audiences,
            createdAt: record.created_at,
          });
        },
        (error) => setRun({ ...base, status: 'error', error }),
      );
    },
    [follow, stop],
  );

  return { run, start };
}
