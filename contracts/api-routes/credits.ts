import {
  consumeRequestSchema,
  consumeResponseSchema,
  ledgerPageSchema,
  creditBalanceSchema,
} from '../credits';
import { type RouteContracts, ok } from './route-types';
import { z } from 'zod';

const ledgerQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(25)
    .describe('Entries per page, 1–100 (default 25).'),
  before: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('Only entries with a smaller id (the next page).'),
});

export const creditsRoutes = {
  'get /api/tokens': {
    tag: 'Credits',
    summary: 'The credit balance and current subscription.',
    access: 'signed-in',
    responses: ok(creditBalanceSchema),
  },
  'get /api/tokens/ledger': {
    tag: 'Credits',
    summary: 'Every change of the balance, newest first.',
    access: 'signed-in',
    query: ledgerQuery,
    responses: ok(ledgerPageSchema),
  },
  'post /functions/v1/consume-tokens': {
    tag: 'Credits',
    summary: 'Spends credits exactly like POST /api/tokens/consume; kept at this path for existing clients.',
    access: 'signed-in',
    body: consumeRequestSchema,
    responses: ok(consumeResponseSchema),
  },
  'post /api/tokens/consume': {
    tag: 'Credits',
    summary:
      'Spends credits once per actionId: repeating an actionId charges nothing again. With a current subscription nothing is spent.',
    access: 'signed-in',
    body: consumeRequestSchema,
    responses: ok(consumeResponseSchema),
  },
} satisfies RouteContracts;
