import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { adjustCredits, searchUsers, setAdminRole, setSubscription } from '../../services/admin/manage-users';
import { bindRoute } from '../bind-route';

export function registerAdminUserRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/admin/users', ({ actor, query }) =>
    searchUsers(context, actor, query.query),
  );

  bindRoute(app, context, 'post /api/admin/users/:id/credits', ({ actor, params, body }) =>
    adjustCredits(context, actor, params.id, body),
  );

  bindRoute(app, context, 'put /api/admin/users/:id/subscription', ({ actor, params, body }) =>
    setSubscription(context, actor, params.id, body),
  );

  bindRoute(app, context, 'put /api/admin/users/:id/role', ({ actor, params, body }) =>
    setAdminRole(context, actor, params.id, body),
  );
}
