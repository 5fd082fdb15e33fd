import type { FastifyInstance } from 'fastify';
import { consumeRequestSchema } from '@contracts/credits';
import type { AppContext } from '../../context';
import { findActor } from '../../plugins/session';
import { consumeCredits, consumeError } from '../../services/credits/consume-credits';
import { getCreditBalance } from '../../services/credits/get-credit-balance';
import { listLedger } from '../../services/credits/list-ledger';
import { bindRawRoute, bindRoute } from '../bind-route';

export function registerTokenRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/tokens', ({ actor }) => getCreditBalance(context, actor));

  bindRoute(app, context, 'get /api/tokens/ledger', ({ actor, query }) => listLedger(context, actor, query));

  // The spec's consume call (session cookie or bearer token), at its own path and under /api. Raw: the spec's
  // error codes (NOT_AUTHENTICATED, INVALID_AMOUNT, VALIDATION_FAILED) answer a missing caller or a bad body.
  for (const key of ['post /functions/v1/consume-tokens', 'post /api/tokens/consume'] as const) {
    bindRawRoute(app, key, async (request) => {
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
