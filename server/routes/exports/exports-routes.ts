import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { EXPORT_FORMATS, exportFeedback } from '../../services/feedback-records/export-feedback';
import { assertFeedbackMember } from '../../services/feedback-records/get-feedback';
import { validate } from '../../validate';

const idParams = z.object({ id: z.string().min(1).max(100) });
const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS) });

/** A run taken away: CSV of every twin answer, or a PDF report; for the members of its workspace. */
export function registerExportRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/feedback/:id/export', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id } = validate(idParams, request.params);
    // Authorization first: anyone but a member learns nothing, not even what a valid format would be.
    await assertFeedbackMember(context, actor, id, 'read');
    const { format } = validate(exportQuery, request.query, 'query');
    const file = await exportFeedback(context, actor, id, format);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
