import { personaListSchema, personaSchema } from '../personas';
import { type ApiRoute, ok } from './route-types';

export const personasRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/personas',
    tag: 'Digital twins',
    summary: 'The twin library, or the twins with the given ids or filters.',
    access: 'public',
    query: {
      ids: 'Comma-separated twin ids.',
      ageGroups: 'Filter codes, comma-separated (also countries, cities, incomeGroups, jobTypes).',
    },
    responses: ok(personaListSchema),
  },
  {
    method: 'get',
    path: '/api/personas/:id',
    tag: 'Digital twins',
    summary: 'One twin.',
    access: 'public',
    responses: ok(personaSchema),
  },
  {
    method: 'get',
    path: '/api/personas/:id/avatar.svg',
    tag: 'Digital twins',
    summary: "The twin's avatar.",
    access: 'public',
    responses: { 200: { description: 'An SVG image', contentType: 'image/svg+xml' } },
  },
];
