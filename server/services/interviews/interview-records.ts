// Shared pieces of the interview services: the members' locked read and the record's derived analysis.
import { and, eq } from 'drizzle-orm';
import type { SavedResponseItem } from '@contracts/feedback';
import {
  interviewCounts,
  MAX_INTERVIEW_QUESTIONS,
  type InterviewAnalysis,
  type InterviewMessage,
} from '@contracts/interviews';
import type { Persona } from '@contracts/personas';
import type { Executor } from '@db/client';
import { feedbackRequests } from '@db/schema';
import { summarizeInterview, type InterviewTurn } from '@engine/index';
import { notFound } from '../../errors';
import { assertRole, recordRole } from '../workspaces/workspace-access';
import type { FeedbackRow } from '../feedback-records/normalise-record';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An interview of the caller's workspace that their role lets them continue, locked FOR UPDATE until the
 * transaction ends; a stranger's (or no such interview) is 404, a viewer's 403.
 */
export async function lockOwnedInterview(tx: Executor, userId: string, id: string): Promise<FeedbackRow> {
  const [found] = UUID.test(id)
    ? await tx
        .select({ row: feedbackRequests, role: recordRole(userId) })
        .from(feedbackRequests)
        .where(and(eq(feedbackRequests.id, id), eq(feedbackRequests.type, 'interview')))
        .for('update', { of: feedbackRequests })
    : [];
  if (!found?.role) throw notFound(`Interview with ID ${id} not found`);
  assertRole(found.role, 'change');
  return found.row;
}

export const messagesOf = (row: FeedbackRow): InterviewMessage[] => row.responses as InterviewMessage[];
export const questionsAsked = (messages: InterviewMessage[]): number => interviewCounts(messages).questions;

/** Questions with their answers, in the order asked; a question still being answered is left out. */
export function turnsOf(messages: InterviewMessage[]): InterviewTurn[] {
  const answers = new Map(
    messages.filter((m) => m.sender === 'ai' && m.replyTo).map((m) => [m.replyTo!, m.text]),
  );
  return messages.flatMap((m) =>
    m.sender === 'user' && answers.has(m.id) ? [{ question: m.text, answer: answers.get(m.id)! }] : [],
  );
}

/** The analysis for a conversation; the summary and topics are rewritten only when `summarize` says so. */
export function interviewAnalysis(
  previous: Partial<InterviewAnalysis>,
  messages: InterviewMessage[],
  summarize: { persona: Persona; topic: string | undefined } | undefined,
): InterviewAnalysis {
  const summary = summarize ? summarizeInterview({ ...summarize, turns: turnsOf(messages) }) : undefined;
  const counts = interviewCounts(messages);
  return {
    conversation_summary:
      summary && turnsOf(messages).length > 0 ? summary.summary : (previous.conversation_summary ?? null),
    conversation_stats: {
      total_messages: counts.messages,
      user_messages: counts.questions,
      ai_messages: counts.answers,
      last_updated: new Date().toISOString(),
    },
    topics: summary?.topics ?? previous.topics ?? [],
    max_questions: MAX_INTERVIEW_QUESTIONS,
  };
}

export const asResponses = (messages: InterviewMessage[]): SavedResponseItem[] =>
  messages as SavedResponseItem[];
