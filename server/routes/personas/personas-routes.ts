import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { countActiveFilters, FILTER_GROUPS } from '../../../contracts/persona-filters';
import { filterSetSchema } from '../../../contracts/personas';
import type { AppContext } from '../../context';
import { allPersonasJson, getPersona, listPersonas } from '../../services/personas/list-personas';
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
    return listPersonas(context, { ids, filters });
  });

  app.get('/api/personas/:id', async (request) =>
    getPersona(context, validate(paramsSchema, request.params).id),
  );

  app.get('/api/personas/:id/avatar.svg', async (request, reply) => {
    const { id } = validate(paramsSchema, request.params);
    await getPersona(context, id);
    // An id's avatar never changes, so browsers and proxies may keep it for good.
    const etag = `"${AVATAR_STYLE_VERSION}-${id}"`;
    reply
      .header('cache-control', `public, max-age=${AVATAR_MAX_AGE_SECONDS}, immutable`)
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/svg+xml').send(renderAvatar(id));
  });
}
