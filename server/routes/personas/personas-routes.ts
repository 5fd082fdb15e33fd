import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { countActiveFilters, FILTER_GROUPS, filterPersonas } from '../../../contracts/persona-filters';
import { filterSetSchema } from '../../../contracts/personas';
import type { AppContext } from '../../context';
import { findTwin, findTwins } from '../../services/personas/find-twins';
import { allPersonasJson, listPersonas } from '../../services/personas/list-personas';
import { findActor } from '../../plugins/session';
import { AVATAR_STYLE_VERSION, renderAvatar } from '../../services/personas/render-avatar';
import { validate } from '../../validate';

/** 'a,b' (or a repeated parameter) as a list; 'ids=' is an empty list. */
const commaList = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const querySchema = z.object({
  ids: commaList.pipe(z.array(z.string().max(100)).max(500)).optional(),
  ...Object.fromEntries(FILTER_GROUPS.map((group) => [group, commaList.optional()])),
});

const paramsSchema = z.object({ id: z.string() });
const AVATAR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function registerPersonaRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/personas', async (request, reply) => {
    const { ids, ...lists } = validate(querySchema, request.query, 'query');
    const filters = validate(filterSetSchema, lists, 'query');
    if (ids === undefined && countActiveFilters(filters) === 0) {
      return reply.type('application/json; charset=utf-8').send(await allPersonasJson(context));
    }
    if (ids === undefined) return listPersonas(context, { filters });
    // Audience twins answer only their workspace's members, and filters are the library's.
    const actor = await findActor(context, request);
    return filterPersonas(await findTwins(context, actor?.id, ids), filters);
  });

  app.get('/api/personas/:id', async (request) => {
    const { id } = validate(paramsSchema, request.params);
    return findTwin(context, (await findActor(context, request))?.id, id);
  });

  app.get('/api/personas/:id/avatar.svg', async (request, reply) => {
    const { id } = validate(paramsSchema, request.params);
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
