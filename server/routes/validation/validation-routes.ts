import type { FastifyInstance } from 'fastify';
import { getValidationReport } from '../../services/system/get-validation-report';

export function registerValidationRoutes(app: FastifyInstance, options: { reportFile?: string } = {}) {
  app.get('/api/validation/report', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(await getValidationReport(options.reportFile)),
  );
}
