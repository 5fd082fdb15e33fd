import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CONTENT_KINDS,
  CONTENT_STATUSES,
  UPLOAD_MAX_BYTES,
  contentInputSchema,
} from '../../../contracts/content';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { requireActor } from '../../plugins/session';
import { assertAdmin } from '../../services/account/find-role';
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
import { validate } from '../../validate';

const slugParams = z.object({ slug: z.string().min(1).max(100) });
const idParams = z.object({ id: z.uuid() });
const publicQuery = z.object({ kind: z.enum(CONTENT_KINDS).optional() });
const adminQuery = z.object({
  query: z.string().max(200).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  kind: z.enum(CONTENT_KINDS).optional(),
});

export async function registerContentRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/content', async (request) =>
    listPublishedContent(context, validate(publicQuery, request.query, 'query').kind),
  );
  app.get('/api/content-summaries', async (request) =>
    listPublishedSummaries(context, validate(publicQuery, request.query, 'query').kind),
  );
  app.get('/api/content/:slug', async (request) =>
    getPublishedContent(context, validate(slugParams, request.params).slug),
  );

  app.get('/api/admin/content', async (request) => {
    const actor = await requireActor(context, request);
    await assertAdmin(context, actor);
    return adminListContent(context, actor, validate(adminQuery, request.query, 'query'));
  });
  app.post('/api/admin/content', async (request, reply) => {
    const actor = await requireActor(context, request);
    await assertAdmin(context, actor);
    return reply
      .status(201)
      .send(await createContent(context, actor, validate(contentInputSchema, request.body)));
  });
  app.get('/api/admin/content/:id', async (request) => {
    const actor = await requireActor(context, request);
    await assertAdmin(context, actor);
    return adminGetContent(context, actor, validate(idParams, request.params).id);
  });
  app.put('/api/admin/content/:id', async (request) => {
    const actor = await requireActor(context, request);
    await assertAdmin(context, actor);
    const { id } = validate(idParams, request.params);
    return updateContent(context, actor, id, validate(contentInputSchema, request.body));
  });
  app.delete('/api/admin/content/:id', async (request, reply) => {
    const actor = await requireActor(context, request);
    await assertAdmin(context, actor);
    await deleteContent(context, actor, validate(idParams, request.params).id);
    return reply.status(204).send();
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0 } });
    scope.post('/api/admin/uploads', async (request, reply) => {
      const actor = await requireActor(context, request);
      await assertAdmin(context, actor);
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data.');
      const file = await request.file();
      if (!file) throw badRequest('Choose an image to upload.');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw fileTooLarge();
      }
      return reply.status(201).send(await storeImageUpload(context, actor, bytes));
    });
  });

  app.get('/api/uploads/:id', async (request, reply) => {
    const upload = await readUpload(
      context,
      validate(z.object({ id: z.string().max(100) }), request.params).id,
    );
    return reply
      .type(upload.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(upload.bytes);
  });
}
