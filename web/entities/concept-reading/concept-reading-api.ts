// What the twins would understand of a concept before a run (free), and the categories a reading can be corrected to.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  conceptReadingSchema,
  productCategoryListSchema,
  type ReadingOverride,
} from '@contracts/concept-reading';
import type { PricingCurrency } from '@contracts/currency';
import { useAuth } from '@web/entities/session/use-auth';
import { api, validated } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/query-keys';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

/** How long typing must pause before the concept is read again. */
const READING_DELAY_MS = 450;

/** The reading of `concept` with `override` applied, once typing pauses; idle while the concept is empty. */
export function useConceptReading(
  concept: string,
  currency: PricingCurrency | undefined,
  override: ReadingOverride | undefined,
) {
  const { user } = useAuth();
  const asked = useDebouncedValue(
    JSON.stringify({ concept: concept.trim(), currency, reading: override }),
    READING_DELAY_MS,
  );
  const body = JSON.parse(asked) as { concept: string };
  return useQuery({
    queryKey: userQueryKey(user?.id, 'concept-reading', asked),
    queryFn: () => validated(api.POST('/api/concept-readings', { body }), conceptReadingSchema),
    enabled: Boolean(user && body.concept),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
}

/** Every category a reading can be corrected to; loaded once the picker is opened. */
export function useProductCategories(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: userQueryKey(user?.id, 'product-categories'),
    queryFn: () => validated(api.GET('/api/product-categories'), productCategoryListSchema),
    enabled: Boolean(user) && enabled,
    staleTime: Infinity,
  });
}
