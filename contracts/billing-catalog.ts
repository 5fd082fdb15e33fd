// What can be bought: subscription plans and credit packs (GET /api/billing/plans).
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
