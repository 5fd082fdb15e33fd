import {
  consumeRequestSchema,
  consumeResponseSchema,
  ledgerPageSchema,
  creditBalanceSchema,
} from '../credits';
import { type ApiRoute, ok } from './route-types';

export const creditsRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/tokens',
    tag: 'Credits',
    summary: 'The credit balance and current subscription.',
    access: 'signed-in',
    responses: ok(creditBalanceSchema),
  },
  {
    method: 'get',
    path: '/api/tokens/ledger',
    tag: 'Credits',
    summary: 'Every change of the balance, newest first.',
    access: 'signed-in',
    query: {
      limit: 'Entries per page, 1–100 (default 25).',
      before: 'Only entries with a smaller id (the next page).',
    },
    responses: ok(ledgerPageSchema),
  },
  {
    method: 'post',
    path: '/functions/v1/consume-tokens',
    tag: 'Credits',
    summary: 'Spends credits exactly like POST /api/tokens/consume; kept at this path for existing clients.',
    access: 'signed-in',
    body: consumeRequestSchema,
    responses: ok(consumeResponseSchema),
  },
  {
    method: 'post',
    path: '/api/tokens/consume',
    tag: 'Credits',
    summary:
      'Spends credits once per actionId: repeating an actionId charges nothing again. With a current subscription nothing is spent.',
    access: 'signed-in',
    body: consumeRequestSchema,
    responses: ok(consumeResponseSchema),
  },
];
