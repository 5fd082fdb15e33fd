import type { ConceptReading, ProductCategoryItem, ReadingOverride } from '@contracts/concept-reading';
import type { PricingCurrency } from '@contracts/currency';
import { conceptReadingOf, productCategoryList, readingOverrideProblems } from '@engine/index';
import { badRequest } from '../../errors';

/** What the twins would understand of a concept, with any corrections, before any run: free, nothing stored. */
export function readConceptForUser(input: {
  concept: string;
  currency?: PricingCurrency;
  reading?: ReadingOverride;
}): ConceptReading {
  assertReadingOverride(input.concept, input.reading);
  const { corrections: _, ...reading } = conceptReadingOf(input.concept, {
    ...(input.currency && { currency: input.currency }),
    ...(input.reading && { override: input.reading }),
  });
  return reading;
}

/** The categories a reading can be corrected to, for a picker. */
export const listProductCategories = (): { items: ProductCategoryItem[] } => ({
  items: productCategoryList(),
});

/**
 * Refuses a run's reading override that cannot be applied (a 400 naming the field), before anything is charged:
 * an unknown category, a usual price with no category to price, a unit foreign to the category.
 */
export function assertReadingOverride(concept: string, override: ReadingOverride | undefined) {
  const problems = readingOverrideProblems(concept, override);
  if (problems.length > 0)
    throw badRequest(problems.map((p) => `${p.name}: ${p.reason}`).join('; '), problems);
}
