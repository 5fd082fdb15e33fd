import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getValidationReport } from '../../services/system/get-validation-report';
import { bindRoute } from '../bind-route';

export function registerValidationRoutes(
  app: FastifyInstance,
  context: AppContext,
  options: { reportFile?: string } = {},
) {
  bindRoute(app, context, 'get /api/validation/report', async ({ reply }) =>
    reply.header('cache-control', 'public, max-age=300').send(await getValidationReport(options.reportFile)),
  );
}
