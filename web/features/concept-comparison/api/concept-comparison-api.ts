// Concept comparisons' calls: the caller's comparisons, the quote before running (free) and running one (1 credit).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  conceptComparisonPageSchema,
  conceptComparisonQuoteSchema,
  ownedConceptComparisonRecordSchema,
  type ConceptComparisonRecord,
  type ConceptComparisonRequest,
} from '../../../../contracts/concept-comparison';
import { usePanelRun } from '../../../entities/feedback-record/use-panel-run';
import { useTypedRecordPages } from '../../../entities/feedback-record/typed-record-pages';
import { useAuth } from '../../../entities/session/use-auth';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/query-keys';

const PATH = '/api/comparisons';

export const useConceptComparisons = () => useTypedRecordPages(PATH, conceptComparisonPageSchema);

export const useRunConceptComparison = () =>
  usePanelRun<ConceptComparisonRequest, ConceptComparisonRecord>(PATH, ownedConceptComparisonRecordSchema);

export function useConceptComparisonQuote(request: ConceptComparisonRequest | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: userQueryKey(user?.id, 'comparison-quote', JSON.stringify(request)),
    queryFn: () =>
      apiRequest(`${PATH}/quote`, { method: 'POST', body: request, schema: conceptComparisonQuoteSchema }),
    enabled: Boolean(user && request),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
