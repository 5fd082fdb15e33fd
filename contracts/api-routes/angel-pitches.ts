import { angelPitchPageSchema, angelPitchRequestSchema, ownedAngelPitchRecordSchema } from '../angel-pitch';
import { type RouteContracts, recordPageQuery, ok, created } from './route-types';

export const angelPitchesRoutes = {
  'get /api/angel-pitches': {
    tag: 'Research',
    summary: 'Your angel pitches (records of type angel_pitch), newest first, a page at a time.',
    access: 'signed-in',
    query: recordPageQuery('Pitches'),
    responses: ok(angelPitchPageSchema),
  },
  'post /api/angel-pitches': {
    runs: true,
    tag: 'Research',
    summary:
      'Has investor twins (high-income business roles) judge a pitch (1 credit); answers the saved angel_pitch record.',
    access: 'signed-in',
    body: angelPitchRequestSchema,
    responses: created(ownedAngelPitchRecordSchema),
  },
} satisfies RouteContracts;
