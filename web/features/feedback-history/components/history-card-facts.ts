// What the history cards read from a saved record beyond its summary.
import type { FeedbackRecord, FeedbackRecordOf } from '../../../../contracts/feedback-records';

export const MAX_KEY_MESSAGE_CHIPS = 3;

export type InterviewFacts = {
  personaName: string | undefined;
  summary: string | undefined;
  messageCount: number;
  questions: number;
  answers: number;
  topics: string[];
};

export function interviewFactsOf(record: FeedbackRecordOf<'interview'>): InterviewFacts {
  const { conversation_summary: summary, conversation_stats: stats, topics } = record.overall_analysis;
  const twin = record.responses.find((message) => message.sender !== 'user');
  return {
    personaName: twin?.personaName || undefined,
    summary: summary?.trim() ? summary : undefined,
    messageCount: stats.total_messages,
    questions: stats.user_messages,
    answers: stats.ai_messages,
    topics,
  };
}

/** An ad card's chips: the twins' key messages, or for an image analysis what its words offer at a glance. */
export function adKeyMessagesOf(record: FeedbackRecord): string[] {
  if (record.type !== 'image_analysis' || !record.overall_analysis) return record.summary.keyMessages;
  const { headline, discount, price } = record.overall_analysis.message;
  return [headline, discount, price].filter((text): text is string => Boolean(text));
}
