import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminCreditSchema, adminRoleSchema, adminSubscriptionSchema } from '../../../contracts/admin-users';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { assertAdmin } from '../../services/account/find-role';
import { adjustCredits, searchUsers, setAdminRole, setSubscription } from '../../services/admin/manage-users';
import { validate } from '../../validate';

const paramsSchema = z.object({ id: z.string().min(1) });
const searchSchema = z.object({ query: z.string().max(200).default('') });

export function registerAdminUserRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/admin/users', async (request) => {
    const actor = await requireActor(context, request);
    await assertAdmin(context, actor);
    return searchUsers(context, actor, validate(searchSchema, request.query, 'query').query);
  });

  app.post('/api/admin/users/:id/credits', async (request) => {
    const actor = await requireActor(context, request);
    await assertAdmin(context, actor);
    const { id } = validate(paramsSchema, request.params);
    return adjustCredits(context, actor, id, validate(adminCreditSchema, request.body));
  });

  app.put('/api/admin/users/:id/subscription', async (request) => {
    const actor = await requireActor(context, request);
    await assertAdmin(context, actor);
    const { id } = validate(paramsSchema, request.params);
    return setSubscription(context, actor, id, validate(adminSubscriptionSchema, request.body));
  });

  app.put('/api/admin/users/:id/role', async (request) => {
    const actor = await requireActor(context, request);
    await assertAdmin(context, actor);
    const { id } = validate(paramsSchema, request.params);
    return setAdminRole(context, actor, id, validate(adminRoleSchema, request.body));
  });
}
