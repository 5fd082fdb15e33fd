// Feature value studies' calls: the caller's studies, the quote before running (free) and running one (streamed).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  featureStudyPageSchema,
  featureStudyQuoteSchema,
  ownedFeatureStudyRecordSchema,
  type FeatureStudyRecord,
  type FeatureStudyRequest,
} from '@contracts/feature-study';
import { usePanelRun } from '@web/entities/feedback-record/use-panel-run';
import { useTypedRecordPages } from '@web/entities/feedback-record/typed-record-pages';
import { useAuth } from '@web/entities/session/use-auth';
import { api, apiPath, validated } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/query-keys';

const PATH = apiPath('/api/feature-studies');

export const useFeatureStudies = () => useTypedRecordPages(PATH, featureStudyPageSchema);

export const useRunFeatureStudy = () =>
  usePanelRun<FeatureStudyRequest, FeatureStudyRecord>(PATH, ownedFeatureStudyRecordSchema);

/** What the study would ask (panel, tasks, cost, model calls); null while the form cannot run. */
export function useFeatureStudyQuote(request: FeatureStudyRequest | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: userQueryKey(user?.id, 'feature-study-quote', JSON.stringify(request)),
    queryFn: () =>
      validated(api.POST('/api/feature-studies/quote', { body: request! }), featureStudyQuoteSchema),
    enabled: Boolean(user && request),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
