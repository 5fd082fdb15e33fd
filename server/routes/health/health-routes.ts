import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { checkHealth } from '../../services/system/check-health';
import { bindRoute } from '../bind-route';

export function registerHealthRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/health', async ({ reply }) => {
    const health = await checkHealth(context);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });
}
