import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { snapshotRequestListQuerySchema, snapshotRequestUpdateSchema } from '../../../contracts/content';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { assertAdmin } from '../../services/account/find-role';
import {
  listSnapshotRequests,
  setSnapshotRequestStatus,
} from '../../services/admin/manage-snapshot-requests';
import { validate } from '../../validate';

const idParams = z.object({ id: z.uuid() });

/** The admin's inbox of snapshot requests (visitors send them through POST /api/snapshot-requests). */
export function registerSnapshotRequestRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/admin/snapshot-requests', async (request) => {
    const actor = await requireActor(context, request);
    await assertAdmin(context, actor);
    return listSnapshotRequests(
      context,
      actor,
      validate(snapshotRequestListQuerySchema, request.query, 'query'),
    );
  });

  app.patch('/api/admin/snapshot-requests/:id', async (request) => {
    const actor = await requireActor(context, request);
    await assertAdmin(context, actor);
    const { id } = validate(idParams, request.params);
    return setSnapshotRequestStatus(
      context,
      actor,
      id,
      validate(snapshotRequestUpdateSchema, request.body).status,
    );
  });
}
