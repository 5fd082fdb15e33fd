import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { snapshotRequestSchema } from '../../../contracts/content';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import {
  createSnapshotRequest,
  getSnapshotLink,
  publishSnapshot,
  readPublicSnapshot,
  revokeSnapshot,
} from '../../services/feedback-records/share-snapshot';
import { readSnapshotAdImage } from '../../services/image-runs/read-ad-image';
import { validate } from '../../validate';

const idParams = z.object({ id: z.string().min(1).max(100) });
const slugParams = z.object({ slug: z.string().min(1).max(100) });

export function registerSnapshotRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/feedback/:id/snapshot', async (request) => {
    const actor = await requireActor(context, request);
    return { snapshot: await getSnapshotLink(context, actor, validate(idParams, request.params).id) };
  });
  app.post('/api/feedback/:id/snapshot', async (request, reply) => {
    const actor = await requireActor(context, request);
    return reply
      .status(201)
      .send(await publishSnapshot(context, actor, validate(idParams, request.params).id));
  });
  app.delete('/api/feedback/:id/snapshot', async (request, reply) => {
    const actor = await requireActor(context, request);
    await revokeSnapshot(context, actor, validate(idParams, request.params).id);
    return reply.status(204).send();
  });
  app.get('/api/snapshots/:slug', async (request, reply) => {
    const snapshot = await readPublicSnapshot(context, validate(slugParams, request.params).slug);
    return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(snapshot);
  });
  app.get('/api/snapshots/:slug/image', async (request, reply) => {
    const image = await readSnapshotAdImage(context, validate(slugParams, request.params).slug);
    return reply
      .type(image.contentType)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(image.bytes);
  });
  app.post('/api/snapshot-requests', {
    config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await createSnapshotRequest(context, validate(snapshotRequestSchema, request.body))),
  });
}
