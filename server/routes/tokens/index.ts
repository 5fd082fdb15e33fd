import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { getTokenBalance } from '../../services/get-token-balance';

export function registerTokenRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/tokens', async (request) => getTokenBalance(context, await requireActor(context, request)));
}
