import { referencePriceFor } from '@engine/offline/reading/reference-price';

/**
 * What the engine's product knowledge says a concept's product normally costs, for the same quantity. The price
 * baseline and the per-product slopes judge a price against it; it never comes from the validation file, so the
 * figures also hold for products that are not in the file.
 */
export interface ReferencePrice {
  /** Typical price in USD for the quantity the concept states. */
  priceUsd: number;
  /** The engine's category for the concept, when it names one. */
  category?: string;
}

/** Looks a concept's text up in the engine's knowledge; undefined when the engine cannot place it. */
export type ReferencePriceLookup = (conceptText: string) => ReferencePrice | undefined;

/** The engine's own lookup (engine/offline/reading/reference-price.ts), as the Research Lab reads a concept. */
export const engineReferencePriceFor: ReferencePriceLookup = (conceptText) => {
  const reference = referencePriceFor(conceptText);
  return reference && { priceUsd: reference.referenceUsd, category: reference.category };
};
