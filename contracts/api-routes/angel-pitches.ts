import { angelPitchPageSchema, angelPitchRequestSchema, ownedAngelPitchRecordSchema } from '../angel-pitch';
import { type ApiRoute, ok, created } from './route-types';

export const angelPitchesRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/angel-pitches',
    tag: 'Research',
    summary: 'Your angel pitches (records of type angel_pitch), newest first, a page at a time.',
    access: 'signed-in',
    query: {
      cursor: 'The nextCursor of the previous page; the first page without it.',
      pageSize: 'Pitches per page, 1–100 (default 20).',
    },
    responses: ok(angelPitchPageSchema),
  },
  {
    method: 'post',
    path: '/api/angel-pitches',
    runs: true,
    tag: 'Research',
    summary:
      'Has investor twins (high-income business roles) judge a pitch (1 credit); answers the saved angel_pitch record.',
    access: 'signed-in',
    body: angelPitchRequestSchema,
    responses: created(ownedAngelPitchRecordSchema),
  },
];
