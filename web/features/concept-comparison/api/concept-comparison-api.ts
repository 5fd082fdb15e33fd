// Concept comparisons' calls: the caller's comparisons, the quote before running (free) and running one (1 credit).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  conceptComparisonPageSchema,
  conceptComparisonQuoteSchema,
  ownedConceptComparisonRecordSchema,
  variantImageField,
  type ConceptComparisonRecord,
  type ConceptComparisonRequest,
} from '@contracts/concept-comparison';
import { usePanelRun } from '@web/entities/feedback-record/use-panel-run';
import { useTypedRecordPages } from '@web/entities/feedback-record/typed-record-pages';
import { useAuth } from '@web/entities/session/use-auth';
import { api, apiPath, validated } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/query-keys';

const PATH = apiPath('/api/comparisons');

export const useConceptComparisons = () => useTypedRecordPages(PATH, conceptComparisonPageSchema);

export const useRunConceptComparison = () =>
  usePanelRun<ConceptComparisonRequest | FormData, ConceptComparisonRecord>(
    PATH,
    ownedConceptComparisonRecordSchema,
  );

/**
 * A comparison's body: JSON, or multipart when any variant carries an image (its fields as JSON text, each image as
 * the file field images.N of its variant).
 */
export function comparisonBody(
  request: ConceptComparisonRequest,
  images: readonly (File | null)[],
): ConceptComparisonRequest | FormData {
  if (!images.some(Boolean)) return request;
  const form = new FormData();
  for (const [name, value] of Object.entries(request))
    if (value !== undefined) form.append(name, JSON.stringify(value));
  images.forEach((image, index) => image && form.append(variantImageField(index), image));
  return form;
}

export function useConceptComparisonQuote(request: ConceptComparisonRequest | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: userQueryKey(user?.id, 'comparison-quote', JSON.stringify(request)),
    queryFn: () =>
      validated(api.POST('/api/comparisons/quote', { body: request! }), conceptComparisonQuoteSchema),
    enabled: Boolean(user && request),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
