// What the history cards read from a saved record beyond its summary.
import type { FeedbackRecord, FeedbackRecordOf } from '@contracts/feedback-records';
import { interviewQuestionCount } from '../record-facts';

export const MAX_KEY_MESSAGE_CHIPS = 3;

export type InterviewFacts = {
  personaName: string | undefined;
  summary: string | undefined;
  messageCount: number;
  questions: number;
  answers: number;
  topics: string[];
};

/** The interview's counts come from its stored turns, as on its page and in the lab. */
export function interviewFactsOf(record: FeedbackRecordOf<'interview'>): InterviewFacts {
  const { conversation_summary: summary, topics } = record.overall_analysis;
  const twin = record.responses.find((message) => message.sender !== 'user');
  const questions = interviewQuestionCount(record);
  return {
    personaName: twin?.personaName || undefined,
    summary: summary?.trim() ? summary : undefined,
    messageCount: record.responses.length,
    questions,
    answers: record.responses.length - questions,
    topics,
  };
}

/** An ad card's chips: the twins' key messages, or for an image analysis what its words offer at a glance. */
export function adKeyMessagesOf(record: FeedbackRecord): string[] {
  if (record.type !== 'image_analysis' || !record.overall_analysis) return record.summary.keyMessages;
  const { headline, discount, price } = record.overall_analysis.message;
  return [headline, discount, price].filter((text): text is string => Boolean(text));
}
