// GET /api/feedback?type=focus-group&page=0&pageSize=3: the last concept tests, offered as starting points in the selection dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { filterSetSchema } from '../../../../contracts/personas';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../entities/session/use-auth';
import { flatConcept } from '../../../entities/feedback-record/history-selection';
import { feedbackRecordKeys } from '../../../entities/feedback-record/feedback-record-keys';

export const RECENT_ANALYSES_LIMIT = 3;
export const RECENT_ANALYSES_TIMEOUT_MS = 8000;
export const RECENT_ANALYSES_RETRIES = 3;
export const RECENT_ANALYSES_RETRY_DELAY_MS = 1000;
export const RECENT_ANALYSES_RETRY_FACTOR = 1.5;

const personaIdSchema = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .transform((entry) => (typeof entry === 'string' ? entry : entry.id));

/** A history record as the dialog uses it; anything malformed is dropped rather than failing the list. */
const recentAnalysisSchema = z
  .object({
    id: z.string(),
    concept: z.string().nullable().optional(),
    concept_details: z.record(z.string(), z.unknown()).nullable().optional().catch(null),
    selected_personas: z.array(personaIdSchema.catch('')).catch([]),
    filters: filterSetSchema.optional().catch(undefined),
    created_at: z.string(),
  })
  .loose()
  .transform((record) => ({
    id: record.id,
    concept: flatConcept({
      concept: record.concept ?? null,
      concept_details: record.concept_details ?? null,
    }),
    personaIds: record.selected_personas.filter(Boolean),
    filters: record.filters,
    createdAt: record.created_at,
  }));
export type RecentAnalysis = z.output<typeof recentAnalysisSchema>;

const historyPageSchema = z.object({ items: z.unknown() }).loose();

function toRecentAnalyses(data: unknown): RecentAnalysis[] {
  const items = historyPageSchema.safeParse(data).data?.items;
  if (!Array.isArray(items)) return [];
  return items.slice(0, RECENT_ANALYSES_LIMIT).flatMap((item) => {
    const parsed = recentAnalysisSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function requestWithTimeout(signal: AbortSignal | undefined): Promise<unknown> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('Request timeout'));
    }, RECENT_ANALYSES_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      apiRequest(`/api/feedback?type=focus-group&page=0&pageSize=${RECENT_ANALYSES_LIMIT}`, {
        signal: controller.signal,
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * The spec's recent-analyses fetch: an 8 s timeout, up to 3 retries waiting 1 s, 1.5 s, 2.25 s; a failure after
 * that, or an answer without a list, is an empty list (the dialog then says 'No recent analyses found.').
 */
export async function getRecentAnalyses(signal?: AbortSignal): Promise<RecentAnalysis[]> {
  let delay = RECENT_ANALYSES_RETRY_DELAY_MS;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return toRecentAnalyses(await requestWithTimeout(signal));
    } catch {
      if (signal?.aborted || attempt >= RECENT_ANALYSES_RETRIES) return [];
      await wait(delay);
      delay *= RECENT_ANALYSES_RETRY_FACTOR;
    }
  }
}

export function recentAnalysesQueryOptions(userId: string | null | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: feedbackRecordKeys.recent(userId, 'focus-group'),
    queryFn: ({ signal }) => getRecentAnalyses(signal),
    enabled: enabled && Boolean(userId),
    // Every opening of the dialog reloads; the fetch retries by itself and never fails.
    staleTime: 0,
    retry: false,
  });
}

/** Loads only for a signed-in user while the dialog is open (spec "History"). */
export function useRecentAnalyses(open: boolean) {
  const { user } = useAuth();
  return useQuery(recentAnalysesQueryOptions(user?.id, open));
}
