import type { FastifyInstance } from 'fastify';
import { countActiveFilters, filterPersonas } from '@contracts/persona-filters';
import { filterSetSchema } from '@contracts/personas';
import type { AppContext } from '../../context';
import { findTwin, findTwins } from '../../services/personas/find-twins';
import { allPersonasJson, listPersonas } from '../../services/personas/list-personas';
import { findActor } from '../../plugins/session';
import { AVATAR_STYLE_VERSION, renderAvatar } from '../../services/personas/render-avatar';
import { validate } from '../../validate';
import { bindRoute } from '../bind-route';

const AVATAR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function registerPersonaRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/personas', async ({ query: { ids, ...lists }, request, reply }) => {
    const filters = validate(filterSetSchema, lists, 'query');
    if (ids === undefined && countActiveFilters(filters) === 0) {
      return reply.type('application/json; charset=utf-8').send(await allPersonasJson(context));
    }
    if (ids === undefined) return listPersonas(context, { filters });
    // Audience twins answer only their workspace's members, and filters are the library's.
    const actor = await findActor(context, request);
    return filterPersonas(await findTwins(context, actor?.id, ids), filters);
  });

  bindRoute(app, context, 'get /api/personas/:id', async ({ params, request }) =>
    findTwin(context, (await findActor(context, request))?.id, params.id),
  );

  bindRoute(app, context, 'get /api/personas/:id/avatar.svg', async ({ params: { id }, request, reply }) => {
    const twin = await findTwin(context, (await findActor(context, request))?.id, id);
    // An id's avatar never changes, so browsers (and, for the library's twins, proxies) may keep it for good.
    const etag = `"${AVATAR_STYLE_VERSION}-${id}"`;
    const audience = 'audience_id' in twin;
    reply
      .header(
        'cache-control',
        `${audience ? 'private' : 'public'}, max-age=${AVATAR_MAX_AGE_SECONDS}, immutable`,
      )
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/svg+xml').send(renderAvatar(id));
  });
}
