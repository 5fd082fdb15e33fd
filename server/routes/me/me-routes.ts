import type { FastifyInstance } from 'fastify';
import { profileUpdateSchema } from '../../../contracts/account';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { getMe } from '../../services/account/get-me';
import { updateProfile } from '../../services/account/update-profile';
import { validate } from '../../validate';

export function registerMeRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/me', async (request) => getMe(context, await requireActor(context, request)));

  app.patch('/api/me/profile', async (request) => {
    const actor = await requireActor(context, request);
    return updateProfile(context, actor, validate(profileUpdateSchema, request.body));
  });
}
