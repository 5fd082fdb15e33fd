// Paying through Stripe: checkout for a plan or a pack, and the billing portal; both answer a URL to go to.
import { z } from 'zod';
import { PACK_IDS, PLAN_IDS } from './billing-catalog';

export const checkoutRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('subscription'), plan: z.enum(PLAN_IDS) }),
  z.object({ kind: z.literal('pack'), pack: z.enum(PACK_IDS) }),
]);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const redirectSchema = z.object({ url: z.string() });
/** POST /api/billing/webhook: Stripe's event was taken (once; a replay says duplicate). */
export const stripeWebhookResultSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
  ignored: z.string().optional(),
});
