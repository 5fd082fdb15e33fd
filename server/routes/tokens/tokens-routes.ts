import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { consumeRequestSchema } from '../../../contracts/credits';
import type { AppContext } from '../../context';
import { findActor, requireActor } from '../../plugins/session';
import { consumeCredits, consumeError } from '../../services/credits/consume-credits';
import { getCreditBalance } from '../../services/credits/get-credit-balance';
import { listLedger } from '../../services/credits/list-ledger';
import { validate } from '../../validate';

const ledgerQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  before: z.coerce.number().int().positive().optional(),
});

export function registerTokenRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/tokens', async (request) => getCreditBalance(context, await requireActor(context, request)));

  app.get('/api/tokens/ledger', async (request) => {
    const actor = await requireActor(context, request);
    return listLedger(context, actor, validate(ledgerQuerySchema, request.query, 'query'));
  });

  // The spec's consume call (session cookie or bearer token), at its own path and under /api.
  for (const url of ['/functions/v1/consume-tokens', '/api/tokens/consume']) {
    app.post(url, async (request) => {
      const actor = await findActor(context, request);
      if (!actor) throw consumeError('NOT_AUTHENTICATED', 'Not authenticated');
      const parsed = consumeRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const amountBad = parsed.error.issues.some((issue) => issue.path[0] === 'amount');
        throw amountBad
          ? consumeError('INVALID_AMOUNT', 'Invalid amount')
          : consumeError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid request');
      }
      return consumeCredits(context, actor, parsed.data);
    });
  }
}
