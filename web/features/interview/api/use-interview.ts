// One interview as the screen sees it: started (charged once), reopened from history (no charge), and each
// question's answer streamed in as the twin writes it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  interviewCounts,
  MAX_INTERVIEW_QUESTIONS,
  type InterviewAnalysis,
  type InterviewMessage,
} from '@contracts/interviews';
import { useAuth } from '@web/entities/session/use-auth';
import { userQueryKey } from '@web/lib/query-keys';
import { useTokens } from '@web/entities/credits/use-tokens';
import { askInterviewQuestion } from './ask-interview-question';
import { startInterview } from './start-interview';

export type Interview = {
  id: string;
  personaId: string;
  topic: string;
  messages: InterviewMessage[];
  summary: string | null;
  topics: string[];
};

/** A saved interview as the history dialog hands it over. */
export type SavedInterview = {
  id: string;
  personaId: string | undefined;
  concept: string;
  responses: InterviewMessage[];
  overall_analysis: InterviewAnalysis;
};

export type InterviewState = {
  interview: Interview | null;
  status: 'idle' | 'starting' | 'ready' | 'answering';
  /** The question being answered and the answer so far. */
  pending: { question: string; text: string } | null;
  /** What went wrong with the last start or question. */
  error: unknown;
  /** The question that failed and can be retried. */
  failedQuestion: string | null;
};

function toInterview(record: SavedInterview): Interview {
  const messages = record.responses;
  return {
    id: record.id,
    personaId: record.personaId ?? messages[0]?.personaId ?? '',
    topic: record.concept,
    messages,
    summary: record.overall_analysis.conversation_summary,
    topics: record.overall_analysis.topics,
  };
}

const idle: InterviewState = {
  interview: null,
  status: 'idle',
  pending: null,
  error: null,
  failedQuestion: null,
};

export const questionsAskedIn = (interview: Interview | null): number =>
  interviewCounts(interview?.messages ?? []).questions;
export const questionsLeftIn = (interview: Interview | null): number =>
  MAX_INTERVIEW_QUESTIONS - questionsAskedIn(interview);

export function useInterview() {
  const [state, setState] = useState<InterviewState>(idle);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { refreshTokens } = useTokens();

  useEffect(() => () => controller.current?.abort(), []);

  const historyChanged = useCallback(() => {
    if (user) void queryClient.invalidateQueries({ queryKey: userQueryKey(user.id, 'feedback-history') });
  }, [queryClient, user]);

  const start = useCallback(
    async (personaId: string, topic: string) => {
      controller.current?.abort();
      setState({ ...idle, status: 'starting' });
      try {
        const record = await startInterview({ personaId, ...(topic.trim() ? { topic: topic.trim() } : {}) });
        setState({ ...idle, status: 'ready', interview: toInterview({ ...record, personaId }) });
        historyChanged();
      } catch (error) {
        setState({ ...idle, error });
      } finally {
        void refreshTokens();
      }
    },
    [historyChanged, refreshTokens],
  );

  /** Reopens a saved interview where it left off: no new charge. */
  const open = useCallback((saved: SavedInterview) => {
    controller.current?.abort();
    setState({ ...idle, status: 'ready', interview: toInterview(saved) });
  }, []);

  const ask = useCallback(
    async (question: string) => {
      const interview = state.interview;
      if (!interview || state.status === 'answering' || !question.trim()) return;
      const abort = new AbortController();
      controller.current = abort;
      setState((current) => ({
        ...current,
        status: 'answering',
        pending: { question, text: '' },
        error: null,
        failedQuestion: null,
      }));
      try {
        const { record } = await askInterviewQuestion(
          interview.id,
          question,
          (text) =>
            setState((current) =>
              current.pending
                ? { ...current, pending: { ...current.pending, text: current.pending.text + text } }
                : current,
            ),
          abort.signal,
        );
        setState((current) => ({
          ...current,
          status: 'ready',
          pending: null,
          interview: toInterview({
            ...record,
            personaId: interview.personaId,
            concept: record.concept ?? '',
          }),
        }));
        historyChanged();
      } catch (error) {
        if (abort.signal.aborted) return;
        setState((current) => ({
          ...current,
          status: 'ready',
          pending: null,
          error,
          failedQuestion: question,
        }));
      }
    },
    [historyChanged, state.interview, state.status],
  );

  const retry = useCallback(() => {
    if (state.failedQuestion) void ask(state.failedQuestion);
  }, [ask, state.failedQuestion]);

  const reset = useCallback(() => {
    controller.current?.abort();
    setState(idle);
  }, []);

  return { ...state, start, open, ask, retry, reset };
}
