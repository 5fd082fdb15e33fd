import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import {
  createSnapshotRequest,
  getSnapshotLink,
  publishSnapshot,
  readPublicSnapshot,
  revokeSnapshot,
} from '../../services/feedback-records/share-snapshot';
import { readSnapshotAdImage } from '../../services/image-runs/read-ad-image';
import { bindRoute } from '../bind-route';

export function registerSnapshotRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/feedback/:id/snapshot', async ({ actor, params }) => ({
    snapshot: await getSnapshotLink(context, actor, params.id),
  }));
  bindRoute(app, context, 'post /api/feedback/:id/snapshot', ({ actor, params }) =>
    publishSnapshot(context, actor, params.id),
  );
  bindRoute(app, context, 'delete /api/feedback/:id/snapshot', ({ actor, params }) =>
    revokeSnapshot(context, actor, params.id),
  );
  bindRoute(app, context, 'get /api/snapshots/:slug', async ({ params, reply }) => {
    const snapshot = await readPublicSnapshot(context, params.slug);
    return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(snapshot);
  });
  bindRoute(app, context, 'get /api/snapshots/:slug/image', async ({ params, reply }) => {
    const image = await readSnapshotAdImage(context, params.slug);
    return reply
      .type(image.contentType)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(image.bytes);
  });
  bindRoute(app, context, 'post /api/snapshot-requests', ({ body }) => createSnapshotRequest(context, body), {
    config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
  });
}
