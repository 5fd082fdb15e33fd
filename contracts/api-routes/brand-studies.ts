import { z } from 'zod';
import {
  brandProfileInputSchema,
  brandProfileListSchema,
  brandProfileSchema,
  brandStudyRequestSchema,
  brandStudyPageSchema,
  ownedBrandStudyRecordSchema,
} from '../brand-study';
import { type RouteContracts, recordPageQuery, ok, created, noContent } from './route-types';

export const brandStudiesRoutes = {
  'get /api/brand-profiles': {
    tag: 'Research',
    summary: 'Your Brand 360 profiles, newest first.',
    access: 'signed-in',
    responses: ok(brandProfileListSchema),
  },
  'post /api/brand-profiles': {
    runs: true,
    tag: 'Research',
    summary: 'Creates a Brand 360 profile: name, category, description, competitors, optional logo.',
    access: 'signed-in',
    body: brandProfileInputSchema,
    responses: created(brandProfileSchema),
  },
  'get /api/brand-profiles/:id': {
    tag: 'Research',
    summary: 'One of your brand profiles (404 for anyone else’s).',
    access: 'signed-in',
    responses: ok(brandProfileSchema),
  },
  'patch /api/brand-profiles/:id': {
    tag: 'Research',
    summary:
      'Edits one of your brand profiles (404 for anyone else); past studies keep the profile as it was.',
    access: 'signed-in',
    body: brandProfileInputSchema,
    responses: ok(brandProfileSchema),
  },
  'delete /api/brand-profiles/:id': {
    tag: 'Research',
    summary: 'Deletes one of your brand profiles; its studies stay readable from their run pages.',
    access: 'signed-in',
    responses: noContent,
  },
  'get /api/brand-profiles/:id/studies': {
    tag: 'Research',
    summary: 'The perception studies of one of your brand profiles, newest first.',
    access: 'signed-in',
    responses: ok(z.array(ownedBrandStudyRecordSchema)),
  },
  'post /api/brand-profiles/:id/studies': {
    runs: true,
    tag: 'Research',
    summary:
      'Runs a perception study of the brand and its competitors with up to 7 twins (1 credit); answers the saved brand360 record.',
    access: 'signed-in',
    body: brandStudyRequestSchema,
    responses: created(ownedBrandStudyRecordSchema),
  },
  'get /api/brand-studies': {
    tag: 'Research',
    summary:
      "Your Brand 360 studies across profiles (deleted profiles' included), newest first, a page at a time.",
    access: 'signed-in',
    query: recordPageQuery('Studies'),
    responses: ok(brandStudyPageSchema),
  },
} satisfies RouteContracts;
