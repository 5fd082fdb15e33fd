// One concept-test run as the screen sees it: streamed from the server, or a saved one reopened from History.
import { useCallback, useState } from 'react';
import type { OverallAnalysis } from '@contracts/twin-answers';
import type { TwinAnswerItem } from '@contracts/feedback';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { TrustReport } from '@contracts/trust-report';
import { flatConcept, type GenerateRequest } from '@web/entities/feedback-record/history-selection';
import { runConceptTestStream } from './run-concept-test-stream';
import { useFollowedRun } from '@web/entities/feedback-record/use-followed-run';

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
  /** The saved run's trust report (null on a record read from a list before its first full read). */
  trust: TrustReport | null;
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
  trust: null,
  fromHistory: false,
  error: null,
  queuePosition: null,
};

export function useConceptTestRun() {
  const [run, setRun] = useState<ConceptTestRun>(idle);
  const { follow, stop } = useFollowedRun();

  /**
   * Shows a concept test's record as it was saved: the run that just finished, or one reopened from History (no new
   * run, no charge; follow-ups continue on the saved record). A record whose analysis is not the engine's (null)
   * shows its twins' answers only.
   */
  const showRecord = useCallback(
    (record: FeedbackRecordOf<'focus-group'>, { fromHistory = false } = {}) => {
      stop();
      const analysis = record.overall_analysis;
      setRun({
        ...idle,
        status: 'done',
        concept: flatConcept(record),
        personaIds: record.selected_personas,
        responses: record.responses,
        analysis,
        feedbackId: record.id,
        engine: record.engine ?? analysis?.generatedBy ?? null,
        audiences: record.audiences,
        createdAt: record.created_at,
        trust: record.trust,
        fromHistory,
      });
    },
    [stop],
  );

  const start = useCallback(
    async (request: GenerateRequest) => {
      const base = { ...idle, concept: request.feedbackContent, personaIds: request.selectedPersonas };
      await follow(
        async (signal) => {
          setRun({ ...base, status: 'running' });
          const record = await runConceptTestStream(
            {
              type: 'focus-group',
              concept: request.feedbackContent,
              personaIds: request.selectedPersonas,
              filters: request.filters,
              ...(request.reading && { reading: request.reading }),
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
          showRecord(record);
        },
        (error) => setRun({ ...base, status: 'error', error }),
      );
    },
    [follow, showRecord],
  );

  return { run, start, showRecord };
}
