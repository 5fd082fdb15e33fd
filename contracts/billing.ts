import { z } from 'zod';

export const PLAN_IDS = ['basic', 'pro', 'business'] as const;
export const PACK_IDS = ['pack_10', 'pack_50', 'pack_200'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PackId = (typeof PACK_IDS)[number];

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  priceLabel: z.string(),
  interval: z.literal('month'),
  features: z.array(z.string()),
  available: z.boolean(),
});
export const packSchema = z.object({
  id: z.enum(PACK_IDS),
  name: z.string(),
  credits: z.number().int(),
  priceLabel: z.string(),
  available: z.boolean(),
});
export const billingCatalogSchema = z.object({
  billingConfigured: z.boolean(),
  signupCredits: z.number().int(),
  plans: z.array(planSchema),
  packs: z.array(packSchema),
});
export type BillingPlan = z.infer<typeof planSchema>;
export type CreditPack = z.infer<typeof packSchema>;
export type BillingCatalog = z.infer<typeof billingCatalogSchema>;

export const checkoutRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('subscription'), plan: z.enum(PLAN_IDS) }),
  z.object({ kind: z.literal('pack'), pack: z.enum(PACK_IDS) }),
]);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const redirectSchema = z.object({ url: z.string() });

/** The most credits one consume call or one admin adjustment may move (the balance column is 32-bit). */
export const MAX_CREDIT_AMOUNT = 1_000_000;
/** Action-id prefixes the server writes itself (runs, refunds, purchases, adjustments); a client may not choose them. */
export const RESERVED_ACTION_ID_PREFIXES = ['analysis:', 'refund:', 'checkout:', 'admin:', 'follow-up:'] as const;

export const consumeRequestSchema = z.object({
  amount: z.number(),
  operationType: z.string().max(100).optional(),
  actionId: z.string().max(200).nullable().optional(),
  operationMetadata: z
    .record(z.string(), z.unknown())
    .refine((metadata) => JSON.stringify(metadata).length <= 4096, 'At most 4 KB of metadata')
    .optional(),
});
export type ConsumeRequest = z.infer<typeof consumeRequestSchema>;

/** The consume call's answer, as the spec's token provider reads it. */
export type ConsumeResponse = {
  success: boolean;
  newBalance?: number;
  currentBalance?: number;
  error?: string;
  errorCode?: string;
  message?: string;
  subscriptionUsed?: boolean;
};

export const ledgerEntrySchema = z.object({
  id: z.number(),
  amount: z.number(),
  balanceAfter: z.number(),
  operationType: z.string(),
  actionId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const adminCreditSchema = z.object({
  amount: z
    .number()
    .int()
    .min(-MAX_CREDIT_AMOUNT, `At least -${MAX_CREDIT_AMOUNT.toLocaleString('en')}`)
    .max(MAX_CREDIT_AMOUNT, `At most ${MAX_CREDIT_AMOUNT.toLocaleString('en')}`)
    .refine((n) => n !== 0, 'Enter a non-zero whole number'),
  reason: z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(200),
});
export const adminSubscriptionSchema = z.object({
  status: z.enum(['active', 'trialing', 'past_due', 'canceled']),
  plan: z.enum(PLAN_IDS),
  currentPeriodEnd: z.iso.datetime().optional(),
});
export type AdminSubscriptionRequest = z.infer<typeof adminSubscriptionSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  balance: z.number(),
  subscription: z.object({ status: z.string(), product_name: z.string().nullable() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Realtime events on GET /api/realtime (Server-Sent Events). */
export type RealtimeEvent =
  | { type: 'tokens'; balance: number }
  | { type: 'subscription' }
  | { type: 'profile' }
  | { type: 'role' }
  /** Server-internal: some of the user's sessions may have ended; never sent to browsers. */
  | { type: 'session' };
