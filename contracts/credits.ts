// Credits: the balance (GET /api/tokens), spending them (the spec's consume call) and the ledger of every change.
import { z } from 'zod';
import { subscriptionSchema } from './account';

export const creditBalanceSchema = z.object({
  balance: z.number(),
  subscription: subscriptionSchema.nullable(),
  isUnlimited: z.boolean(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/** What a run with twins costs, of any type (concept test, ad test, Brand 360 study, angel pitch): the spec's "analysis". */
export const RUN_COST = 1;
/**
 * Model calls a run's cost covers; each started block of this many beyond them costs one credit more (decision 050).
 * The offline engine makes none, so its runs always cost RUN_COST.
 */
export const MODEL_CALLS_PER_CREDIT = 500;

/** A run's credits: its base cost, plus one per started MODEL_CALLS_PER_CREDIT model calls beyond the first. */
export const runCredits = (baseCost: number, modelCalls: number): number =>
  baseCost + Math.max(0, Math.ceil((modelCalls - MODEL_CALLS_PER_CREDIT) / MODEL_CALLS_PER_CREDIT));

/** The credit rule in words, as the quote and the pricing page state it. */
export const MODEL_CALL_CREDIT_RULE = `A run costs 1 credit for up to ${MODEL_CALLS_PER_CREDIT} language-model calls, and 1 credit more for each started ${MODEL_CALLS_PER_CREDIT} beyond them.`;

/** A follow-up on a record saved by hand (not made by a run); follow-ups on a run's own record are included in its cost. */
export const FOLLOW_UP_COST = 1;

/** The most credits one consume call or one admin adjustment may move (the balance column is 32-bit). */
export const MAX_CREDIT_AMOUNT = 1_000_000;
/** Action-id prefixes the server writes itself (runs, refunds, purchases, adjustments); a client may not choose them. */
export const RESERVED_ACTION_ID_PREFIXES = [
  'analysis:',
  'refund:',
  'checkout:',
  'admin:',
  'follow-up:',
  'interview:',
] as const;

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

/** The consume call's answer, as the spec's token provider reads it (failures carry these fields in problem+json). */
export const consumeResponseSchema = z.object({
  success: z.boolean(),
  newBalance: z.number().optional(),
  currentBalance: z.number().optional(),
  error: z.string().optional(),
  errorCode: z.string().optional(),
  message: z.string().optional(),
  subscriptionUsed: z.boolean().optional(),
});
export type ConsumeResponse = z.infer<typeof consumeResponseSchema>;

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

/** GET /api/tokens/ledger: newest first, keyset-paged by id. */
export const ledgerPageSchema = z.object({ items: z.array(ledgerEntrySchema), hasMore: z.boolean() });
export type LedgerPage = z.infer<typeof ledgerPageSchema>;
