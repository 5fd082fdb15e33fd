// Shared pieces of the feedback services: the workspace members' lookup, generated sentiment scores and the size limit.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_SENTIMENT_SCORE, SENTIMENT_SCORE_RANGES, type Sentiment } from '@contracts/twin-answers';
import { RECORD_MAX_BYTES, type SavedResponseItem } from '@contracts/feedback';
import type { Executor } from '@db/client';
import { feedbackRequests } from '@db/schema';
import { httpError, notFound } from '../../errors';
import { assertRole, recordRole, type WorkspaceNeed } from '../workspaces/workspace-access';
import type { FeedbackRow } from './normalise-record';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A record the caller may read (any member of its workspace) or change (its owner and editors: 403 for a viewer);
 * anyone else's, or a malformed id, is the same 404.
 */
export async function findFeedback(
  db: Executor,
  userId: string,
  id: string,
  need: WorkspaceNeed,
  message?: string,
): Promise<FeedbackRow> {
  const [found] = uuid.test(id)
    ? await db
        .select({ row: feedbackRequests, role: recordRole(userId) })
        .from(feedbackRequests)
        .where(eq(feedbackRequests.id, id))
    : [];
  if (!found?.role) throw notFound(message ?? `Feedback record with ID ${id} not found`);
  assertRole(found.role, need);
  return found.row;
}

/** The same check as findFeedback without reading the record, whose answers and follow-ups can be large. */
export async function assertFeedbackAccess(
  db: Executor,
  userId: string,
  id: string,
  need: WorkspaceNeed,
  message?: string,
): Promise<void> {
  const [found] = uuid.test(id)
    ? await db
        .select({ role: recordRole(userId) })
        .from(feedbackRequests)
        .where(eq(feedbackRequests.id, id))
    : [];
  if (!found?.role) throw notFound(message ?? `Feedback record with ID ${id} not found`);
  assertRole(found.role, need);
}

/** The spec's generated score for a sentiment without one: positive 75-94, negative 25-44, neutral 46-73, else 50. */
export function generatedSentimentScore(sentiment: string | undefined): number {
  const range =
    sentiment && Object.hasOwn(SENTIMENT_SCORE_RANGES, sentiment)
      ? SENTIMENT_SCORE_RANGES[sentiment as Sentiment]
      : undefined;
  return range ? randomInt(range.min, range.max + 1) : DEFAULT_SENTIMENT_SCORE;
}

export function withSentimentScores(responses: SavedResponseItem[]): SavedResponseItem[] {
  return responses.map((response) => {
    const detailed = response.detailed;
    if (!detailed?.sentiment || typeof detailed.sentimentScore === 'number') return response;
    return {
      ...response,
      detailed: { ...detailed, sentimentScore: generatedSentimentScore(detailed.sentiment) },
    };
  });
}

/** 413 when what a user writes into one record is larger than RECORD_MAX_BYTES as JSON. */
export function assertRecordSize(values: unknown): void {
  if (Buffer.byteLength(JSON.stringify(values)) > RECORD_MAX_BYTES) {
    throw httpError('RECORD_TOO_LARGE', `A record can hold at most ${RECORD_MAX_BYTES / 1024} KB.`);
  }
}
