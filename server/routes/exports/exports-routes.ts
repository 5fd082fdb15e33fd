import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { exportFeedback } from '../../services/exports/export-feedback';
import { assertFeedbackMember } from '../../services/feedback-records/get-feedback';
import { bindRoute } from '../bind-route';

/** A run taken away: CSV of every twin answer, or a PDF report; for the members of its workspace. */
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
    // Anyone but a member learns nothing, not even what a valid format would be.
    { authorize: ({ actor, params }) => assertFeedbackMember(context, actor, params.id, 'read') },
  );
}
