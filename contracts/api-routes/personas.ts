import { personaListSchema, personaSchema } from '../personas';
import { type RouteContracts, ok } from './route-types';
import { z } from 'zod';
import { FILTER_GROUPS } from '../persona-filters';

/** 'a,b' (or a repeated parameter) as a list; 'ids=' is an empty list. */
const commaList = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const personaQuery = z.object({
  ids: commaList
    .pipe(z.array(z.string().max(100)).max(500))
    .optional()
    .describe('Comma-separated twin ids.'),
  ...Object.fromEntries(
    FILTER_GROUPS.map((group) => [
      group,
      commaList.optional().describe(`${group} filter codes, comma-separated.`),
    ]),
  ),
});

export const personasRoutes = {
  'get /api/personas': {
    tag: 'Digital twins',
    summary: 'The twin library, or the twins with the given ids or filters.',
    access: 'public',
    query: personaQuery,
    responses: ok(personaListSchema),
  },
  'get /api/personas/:id': {
    tag: 'Digital twins',
    summary: 'One twin.',
    access: 'public',
    responses: ok(personaSchema),
  },
  'get /api/personas/:id/avatar.svg': {
    tag: 'Digital twins',
    summary: "The twin's avatar.",
    access: 'public',
    responses: { 200: { description: 'An SVG image', contentType: 'image/svg+xml' } },
  },
} satisfies RouteContracts;
