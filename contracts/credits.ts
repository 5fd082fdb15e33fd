// Credits: the balance (GET /api/tokens), spending them (the spec's consume call) and the ledger of every change.
import { z } from 'zod';
import { subscriptionSchema } from './account';

export const tokensSchema = z.object({
  balance: z.number(),
  subscription: subscriptionSchema.nullable(),
  isUnlimited: z.boolean(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const consumeRequestSchema = z.object({
  amount: z.number(),
  operationType: z.string().optional(),
  actionId: z.string().max(200).nullable().optional(),
  operationMetadata: z.record(z.string(), z.unknown()).optional(),
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
