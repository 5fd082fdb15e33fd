import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { exportFeedback } from '../../services/feedback-records/export-feedback';
import { assertFeedbackOwner } from '../../services/feedback-records/get-feedback';
import { bindRoute } from '../bind-route';

/** A run taken away: CSV of every twin answer, or a PDF report; the owner's only. */
export function registerExportRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(
    app,
    context,
    'get /api/feedback/:id/export',
    async ({ actor, params, query, reply }) => {
      const file = await exportFeedback(context, actor, params.id, query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
    // Anyone but the owner learns nothing, not even what a valid format would be.
    { authorize: ({ actor, params }) => assertFeedbackOwner(context, actor, params.id) },
  );
}
