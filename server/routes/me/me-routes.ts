import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getMe } from '../../services/account/get-me';
import { updateProfile } from '../../services/account/update-profile';
import { bindRoute } from '../bind-route';

export function registerMeRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/me', ({ actor }) => getMe(context, actor));

  bindRoute(app, context, 'patch /api/me/profile', ({ actor, body }) => updateProfile(context, actor, body));
}
