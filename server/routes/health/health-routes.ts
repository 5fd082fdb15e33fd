import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { checkHealth } from '../../services/system/check-health';

export function registerHealthRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/health', async (_request, reply) => {
    const health = await checkHealth(context);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });
}
