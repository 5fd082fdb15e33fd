// Pricing studies' calls: the caller's studies, the quote before running (free) and running one (1 credit, streamed).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ownedPricingStudyRecordSchema,
  pricingStudyPageSchema,
  pricingStudyQuoteSchema,
  type PricingStudyRecord,
  type PricingStudyRequest,
} from '@contracts/pricing-study';
import { usePanelRun } from '@web/entities/feedback-record/use-panel-run';
import { useTypedRecordPages } from '@web/entities/feedback-record/typed-record-pages';
import { useAuth } from '@web/entities/session/use-auth';
import { api, apiPath, validated } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/query-keys';

const PATH = apiPath('/api/pricing-studies');

export const usePricingStudies = () => useTypedRecordPages(PATH, pricingStudyPageSchema);

export const useRunPricingStudy = () =>
  usePanelRun<PricingStudyRequest, PricingStudyRecord>(PATH, ownedPricingStudyRecordSchema);

/** What the study would ask (panel, ladder, cost, model calls); null while the form cannot run. */
export function usePricingStudyQuote(request: PricingStudyRequest | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: userQueryKey(user?.id, 'pricing-study-quote', JSON.stringify(request)),
    queryFn: () =>
      validated(api.POST('/api/pricing-studies/quote', { body: request! }), pricingStudyQuoteSchema),
    enabled: Boolean(user && request),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
