// A stored response item read for display: the spec's fields plus the engine's detail, tolerant of older records.
import { z } from 'zod';
import { reasonSchema, sentimentSchema, type Reason, type Sentiment } from '../../../contracts/analysis';
import type { FollowUp, ResponseItem } from '../../../contracts/feedback';
import { COUNTRIES } from '../../../contracts/personas';

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

const detailSchema = z.object({
  sentiment: sentimentSchema.optional().catch(undefined),
  sentimentScore: z.number().optional().catch(undefined),
  interestLevel: z.number().optional().catch(undefined),
  concept: z.object({ interestLevel: z.number().optional() }).optional().catch(undefined),
  purchaseIntent: z.object({ expected: z.number() }).optional().catch(undefined),
  reasonsFor: z.array(reasonSchema).catch([]).default([]),
  reasonsAgainst: z.array(reasonSchema).catch([]).default([]),
});

export function toTwinAnswer(response: ResponseItem): TwinAnswer {
  const detail = detailSchema.parse(response.detailed ?? {});
  return {
    personaId: response.personaId ?? '',
    personaName: response.personaName ?? response.detailed?.personaName ?? 'Digital twin',
    text: response.text ?? '',
    sentiment: detail.sentiment ?? null,
    score: detail.sentimentScore ?? null,
    interestLevel: detail.interestLevel ?? detail.concept?.interestLevel ?? null,
    purchaseIntent: detail.purchaseIntent?.expected ?? null,
    reasonsFor: detail.reasonsFor,
    reasonsAgainst: detail.reasonsAgainst,
    followUps: response.followUpConversations ?? [],
  };
}

/** Answers only: a follow-up saved for a twin without a first answer is not an answer. */
export function twinAnswers(responses: ResponseItem[]): TwinAnswer[] {
  return responses.filter((response) => response.sender !== 'user' && response.text).map(toTwinAnswer);
}

export const SENTIMENT_COLORS: Record<Sentiment, string> = {
  positive: '#16a34a',
  neutral: '#64748b',
  negative: '#dc2626',
};

export const countryName = (code: string) => COUNTRIES.find((country) => country.code === code)?.name ?? code;
