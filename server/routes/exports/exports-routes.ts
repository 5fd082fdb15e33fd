import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { EXPORT_FORMATS, exportFeedback } from '../../services/feedback-records/export-feedback';
import { assertFeedbackOwner } from '../../services/feedback-records/get-feedback';
import { validate } from '../../validate';

const idParams = z.object({ id: z.string().min(1).max(100) });
const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS) });

/** A run taken away: CSV of every twin answer, or a PDF report; the owner's only. */
export function registerExportRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/feedback/:id/export', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id } = validate(idParams, request.params);
    // Authorization first: anyone but the owner learns nothing, not even what a valid format would be.
    await assertFeedbackOwner(context, actor, id);
    const { format } = validate(exportQuery, request.query, 'query');
    const file = await exportFeedback(context, actor, id, format);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
