// GET /api/feedback?type=focus-group&page=0&pageSize=3: the last concept tests, offered as starting points in the selection dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackRecord } from '@contracts/feedback-records';
import type { FilterSet } from '@contracts/personas';
import { isApiError } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { flatConcept } from '@web/entities/feedback-record/history-selection';
import { listFeedbackHistory } from '@web/entities/feedback-record/list-feedback-history';
import { feedbackRecordKeys } from '@web/entities/feedback-record/feedback-record-keys';

export const RECENT_ANALYSES_LIMIT = 3;
export const RECENT_ANALYSES_TIMEOUT_MS = 8000;
export const RECENT_ANALYSES_RETRIES = 3;
export const RECENT_ANALYSES_RETRY_DELAY_MS = 1000;
export const RECENT_ANALYSES_RETRY_FACTOR = 1.5;

/** A saved run as the dialog offers it. */
export type RecentAnalysis = {
  id: string;
  concept: string;
  personaIds: string[];
  filters: FilterSet | undefined;
  createdAt: string;
};

function toRecentAnalysis(record: FeedbackRecord): RecentAnalysis {
  return {
    id: record.id,
    concept: flatConcept(record),
    personaIds: record.selected_personas,
    filters: record.filters ?? undefined,
    createdAt: record.created_at,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function requestWithTimeout(signal: AbortSignal | undefined): Promise<FeedbackRecord[]> {
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
    const page = await Promise.race([
      listFeedbackHistory(
        { type: 'focus-group', page: 0, pageSize: RECENT_ANALYSES_LIMIT },
        controller.signal,
      ),
      timeout,
    ]);
    return page.items;
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
      return (await requestWithTimeout(signal)).slice(0, RECENT_ANALYSES_LIMIT).map(toRecentAnalysis);
    } catch (error) {
      // An answer without a list is no list; a failure is retried.
      if (isApiError(error) && error.code === 'INVALID_RESPONSE') return [];
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
