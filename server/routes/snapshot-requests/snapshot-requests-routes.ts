import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import {
  listSnapshotRequests,
  setSnapshotRequestStatus,
} from '../../services/admin/manage-snapshot-requests';
import { bindRoute } from '../bind-route';

/** The admin's inbox of snapshot requests (visitors send them through POST /api/snapshot-requests). */
export function registerSnapshotRequestRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/admin/snapshot-requests', ({ actor, query }) =>
    listSnapshotRequests(context, actor, query),
  );

  bindRoute(app, context, 'patch /api/admin/snapshot-requests/:id', ({ actor, params, body }) =>
    setSnapshotRequestStatus(context, actor, params.id, body.status),
  );
}
