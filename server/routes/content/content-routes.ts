import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@contracts/content';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import {
  adminGetContent,
  adminListContent,
  createContent,
  deleteContent,
  getPublishedContent,
  listPublishedContent,
  listPublishedSummaries,
  updateContent,
} from '../../services/content/manage-content';
import { fileTooLarge, readUpload, storeImageUpload } from '../../services/content/store-upload';
import { bindRoute } from '../bind-route';

export async function registerContentRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/content', ({ query }) => listPublishedContent(context, query.kind));
  bindRoute(app, context, 'get /api/content-summaries', ({ query }) =>
    listPublishedSummaries(context, query.kind),
  );
  bindRoute(app, context, 'get /api/content/:slug', ({ params }) =>
    getPublishedContent(context, params.slug),
  );

  bindRoute(app, context, 'get /api/admin/content', ({ actor, query }) =>
    adminListContent(context, actor, query),
  );
  bindRoute(app, context, 'post /api/admin/content', ({ actor, body }) =>
    createContent(context, actor, body),
  );
  bindRoute(app, context, 'get /api/admin/content/:id', ({ actor, params }) =>
    adminGetContent(context, actor, params.id),
  );
  bindRoute(app, context, 'put /api/admin/content/:id', ({ actor, params, body }) =>
    updateContent(context, actor, params.id, body),
  );
  bindRoute(app, context, 'delete /api/admin/content/:id', ({ actor, params }) =>
    deleteContent(context, actor, params.id),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0 } });
    bindRoute(scope, context, 'post /api/admin/uploads', async ({ actor, request }) => {
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data.');
      const file = await request.file();
      if (!file) throw badRequest('Choose an image to upload.');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw fileTooLarge();
      }
      return storeImageUpload(context, actor, bytes);
    });
  });

  bindRoute(app, context, 'get /api/uploads/:id', async ({ params, reply }) => {
    const upload = await readUpload(context, params.id);
    return reply
      .type(upload.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(upload.bytes);
  });
}
