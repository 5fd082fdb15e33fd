// What POST /api/concept-readings takes: apart from the reading's shapes (concept-reading.ts), which run records
// embed, so that those do not depend on the concept test's contract.
import { z } from 'zod';
import { CONCEPT_MAX_LENGTH } from './concept-test';
import { PRICING_CURRENCIES } from './currency';
import { readingOverrideSchema } from './concept-reading';

export const conceptReadingRequestSchema = z.strictObject({
  concept: z
    .string()
    .trim()
    .min(1, 'Enter a concept or description first')
    .max(CONCEPT_MAX_LENGTH, `At most ${CONCEPT_MAX_LENGTH} characters`),
  /** The currency the usual price is shown in; without it, the concept's own price's, else USD. */
  currency: z
    .enum(PRICING_CURRENCIES, { error: `Choose one of ${PRICING_CURRENCIES.join(', ')}` })
    .optional(),
  /** Corrections to try before a run, as a run takes them: the reading answers with them applied. */
  reading: readingOverrideSchema.optional(),
});
export type ConceptReadingRequest = z.input<typeof conceptReadingRequestSchema>;
