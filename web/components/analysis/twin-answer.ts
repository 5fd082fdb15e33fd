// A twin's answer as the screens show it, read from the record's response item.
import type { Reason, Sentiment } from '@contracts/twin-answers';
import type { FollowUp, TwinAnswerItem } from '@contracts/feedback';
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import { COUNTRIES } from '@contracts/personas';

export type TwinAnswer = {
  personaId: string;
  personaName: string;
  text: string;
  sentiment: Sentiment | null;
  score: number | null;
  interestLevel: number | null;
  purchaseIntent: number | null;
  reasonsFor: Reason[];
  reasonsAgainst: Reason[];
  followUps: FollowUp[];
};

export function toTwinAnswer(response: TwinAnswerItem): TwinAnswer {
  const { detailed } = response;
  return {
    personaId: response.personaId,
    personaName: response.personaName ?? 'Digital twin',
    text: response.text,
    sentiment: detailed.sentiment,
    score: detailed.sentimentScore,
    interestLevel: detailed.interestLevel,
    purchaseIntent: detailed.purchaseIntent?.expected ?? null,
    reasonsFor: detailed.reasonsFor,
    reasonsAgainst: detailed.reasonsAgainst,
    followUps: response.followUpConversations,
  };
}

/** Answers only: a follow-up saved for a twin without a first answer is not an answer. */
export function twinAnswers(responses: TwinAnswerItem[]): TwinAnswer[] {
  return responses.filter((response) => response.sender !== 'user' && response.text).map(toTwinAnswer);
}

/** A twin's text reply without ratings: an interview message, or an answer of a type with its own detail. */
type Reply = {
  sender: string;
  personaId: string;
  personaName: string | null;
  text: string;
  followUpConversations?: FollowUp[];
};
const replyOf = (reply: Reply): TwinAnswer => ({
  personaId: reply.personaId,
  personaName: reply.personaName || 'Digital twin',
  text: reply.text,
  sentiment: null,
  score: null,
  interestLevel: null,
  purchaseIntent: null,
  reasonsFor: [],
  reasonsAgainst: [],
  followUps: reply.followUpConversations ?? [],
});

/**
 * The answers of any record; an interview's, a brand study's, a pitch's, a pricing study's, a comparison's and a feature
 * value study's are the twins' replies, without ratings.
 */
export function recordAnswers(record: FeedbackRecordContent): TwinAnswer[] {
  if (
    record.type === 'interview' ||
    record.type === 'brand360' ||
    record.type === 'angel_pitch' ||
    record.type === 'pricing_study' ||
    record.type === 'concept_comparison' ||
    record.type === 'feature_study'
  ) {
    const replies: Reply[] = record.responses;
    return replies.filter((reply) => reply.sender === 'ai' && reply.text).map(replyOf);
  }
  return twinAnswers(record.responses);
}

/** A concept test's overall analysis; other types have none to show. */
export const conceptAnalysisOf = (record: FeedbackRecordContent) =>
  record.type === 'focus-group' ? record.overall_analysis : null;

export const SENTIMENT_COLORS: Record<Sentiment, string> = {
  positive: '#16a34a',
  neutral: '#64748b',
  negative: '#dc2626',
};

export const countryName = (code: string) => COUNTRIES.find((country) => country.code === code)?.name ?? code;
