import { meSchema, profileSchema, profileUpdateSchema } from '../account';
import { type RouteContracts, ok } from './route-types';

export const accountRoutes = {
  'get /api/me': {
    tag: 'Account',
    summary: 'Profile, admin flag and current subscription.',
    access: 'signed-in',
    responses: ok(meSchema),
  },
  'patch /api/me/profile': {
    tag: 'Account',
    summary: 'Updates name, company and job title.',
    access: 'signed-in',
    body: profileUpdateSchema,
    responses: ok(profileSchema),
  },
  'get /api/realtime': {
    tag: 'Account',
    summary:
      'Server-Sent Events for your account: balance, subscription, profile and role changes as they happen.',
    access: 'signed-in',
    responses: { 200: { description: 'An event stream', contentType: 'text/event-stream' } },
  },
} satisfies RouteContracts;
