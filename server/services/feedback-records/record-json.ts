// Readers of stored JSON: every field of a record is read through these, with the defaults the contracts promise
// (services/feedback-records/normalise-record.ts reads the shared fields, each research type's reader its own).
import type { z } from 'zod';
import type { FollowUp, TwinAnswerItem } from '@contracts/feedback';
import { adReactionSchema, type ImageAdAnswerItem } from '@contracts/image-ad';
import { purchaseIntentSchema, reasonSchema, sentimentSchema } from '@contracts/twin-answers';

export type Json = Record<string, unknown>;
export const objectOf = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
export const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
export const countOf = (value: unknown): number | undefined =>
  Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const textsOf = (value: unknown): string[] =>
  listOf(value).filter((item): item is string => typeof item === 'string');
export const validOrNull = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
const validItems = <T>(schema: z.ZodType<T>, value: unknown): T[] =>
  listOf(value).flatMap((item) => validOrNull(schema, item) ?? []);

function followUpsOf(value: unknown): FollowUp[] {
  return listOf(value).flatMap((item) => {
    const entry = objectOf(item);
    if (!entry || (textOf(entry.question) === undefined && textOf(entry.response) === undefined)) return [];
    return [
      {
        question: textOf(entry.question) ?? '',
        response: textOf(entry.response) ?? '',
        timestamp: textOf(entry.timestamp) ?? '',
        isSaved: true as const,
      },
    ];
  });
}

/** What every answer item has, whatever its type's detail. */
function answerItemOf(item: Json) {
  const detailed = objectOf(item.detailed) ?? {};
  return {
    personaId: textOf(item.personaId) ?? '',
    sender: item.sender === 'user' ? ('user' as const) : ('ai' as const),
    personaName: textOf(item.personaName) ?? textOf(detailed.personaName) ?? null,
    text: textOf(item.text) ?? '',
    followUpConversations: followUpsOf(item.followUpConversations),
  };
}

/** The spec's response item, from the engine's answer or any saved one. */
export function twinAnswerItemOf(item: Json): TwinAnswerItem {
  const detailed = objectOf(item.detailed) ?? {};
  const common = answerItemOf(item);
  const interestLevel =
    numberOf(detailed.interestLevel) ?? numberOf(objectOf(detailed.concept)?.interestLevel) ?? null;
  return {
    ...common,
    detailed: {
      sentiment: validOrNull(sentimentSchema, detailed.sentiment),
      sentimentScore: numberOf(detailed.sentimentScore) ?? null,
      personaName: common.personaName,
      interestLevel,
      concept: { interestLevel },
      purchaseIntent: validOrNull(purchaseIntentSchema, detailed.purchaseIntent),
      reasonsFor: validItems(reasonSchema, detailed.reasonsFor),
      reasonsAgainst: validItems(reasonSchema, detailed.reasonsAgainst),
      concerns: textsOf(detailed.concerns),
      suggestions: textsOf(detailed.suggestions),
    },
  };
}

/** A twin's answer to an ad: the spec's item with its reaction to the creative (null when none is stored). */
export function imageAdAnswerItemOf(item: Json): ImageAdAnswerItem {
  const answer = twinAnswerItemOf(item);
  const adReaction = validOrNull(adReactionSchema, objectOf(item.detailed)?.adReaction);
  return { ...answer, detailed: { ...answer.detailed, adReaction } };
}

/** Answer items of a run type with its own detail schema; a detail that is not that type's reads as null. */
export const typedAnswerItemsOf =
  <Detail>(detail: z.ZodType<Detail>) =>
  (value: unknown) =>
    listOf(value).flatMap((entry) => {
      const item = objectOf(entry);
      return item ? [{ ...answerItemOf(item), detailed: validOrNull(detail, item.detailed) }] : [];
    });

/** An entry that is not an object is no answer. */
export const twinAnswerItemsOf = (value: unknown): TwinAnswerItem[] =>
  listOf(value).flatMap((entry) => {
    const item = objectOf(entry);
    return item ? [twinAnswerItemOf(item)] : [];
  });

/** The concept details every type shares (what the user typed beside the concept), whatever else was stored. */
export function conceptDetailsOf(value: unknown): { content?: string; description?: string } | null {
  const details = objectOf(value);
  if (!details) return null;
  const content = textOf(details.content);
  const description = textOf(details.description);
  return {
    ...(content === undefined ? {} : { content }),
    ...(description === undefined ? {} : { description }),
  };
}
