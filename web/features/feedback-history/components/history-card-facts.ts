// What the history cards read from a saved record; overall_analysis is open-ended, so every field is checked.
import type { SentimentDistribution } from '../../../../contracts/analysis';
import type { FeedbackRecord } from '../../../../contracts/feedback';

export const MAX_KEY_MESSAGE_CHIPS = 3;

type Analysis = Record<string, unknown>;

const asRecord = (value: unknown): Analysis | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Analysis) : undefined;
const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export type CardKind = 'image-ad' | 'interview' | 'focus-group';

export function cardKindOf(type: string | null): CardKind {
  if (type === 'image-ad' || type === 'image_analysis') return 'image-ad';
  if (type === 'interview') return 'interview';
  return 'focus-group';
}

export function sentimentDistributionOf(analysis: Analysis): SentimentDistribution | undefined {
  const distribution = asRecord(asRecord(analysis.sentimentAnalysis)?.distribution);
  if (!distribution) return undefined;
  return {
    positive: asNumber(distribution.positive) ?? 0,
    neutral: asNumber(distribution.neutral) ?? 0,
    negative: asNumber(distribution.negative) ?? 0,
  };
}

/** The overall sentiment as a percent: a numeric key metric, else the aggregate score, else the positive share. */
export function overallSentimentPercent(analysis: Analysis): number | undefined {
  const value =
    asNumber(asRecord(analysis.key_metrics)?.overall_sentiment) ??
    asNumber(analysis.aggregateScore) ??
    sentimentDistributionOf(analysis)?.positive;
  return value === undefined ? undefined : Math.round(value);
}

export function keyMessagesOf(analysis: Analysis): string[] {
  return asStrings(asRecord(analysis.qualitativeFeedback)?.perceivedKeyMessages).slice(
    0,
    MAX_KEY_MESSAGE_CHIPS,
  );
}

export type InterviewFacts = {
  personaName: string | undefined;
  summary: string | undefined;
  messageCount: number;
  questions: number;
  answers: number;
  topics: string[];
};

export function interviewFactsOf(record: FeedbackRecord): InterviewFacts {
  const analysis = record.overall_analysis;
  const stats = asRecord(analysis.conversation_stats);
  const twin = record.responses.find((response) => response.sender !== 'user');
  const summary = analysis.conversation_summary;
  return {
    personaName: twin?.personaName ?? twin?.detailed?.personaName,
    summary: typeof summary === 'string' && summary.trim() ? summary : undefined,
    messageCount: asNumber(stats?.total_messages) ?? record.responses.length,
    questions:
      asNumber(stats?.user_messages) ??
      record.responses.filter((response) => response.sender === 'user').length,
    answers:
      asNumber(stats?.ai_messages) ??
      record.responses.filter((response) => response.sender !== 'user').length,
    topics: asStrings(analysis.topics),
  };
}
