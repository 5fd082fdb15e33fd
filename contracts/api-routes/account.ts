import { meSchema, profileSchema, profileUpdateSchema } from '../account';
import { type ApiRoute, ok } from './route-types';

export const accountRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/me',
    tag: 'Account',
    summary: 'Profile, admin flag and current subscription.',
    access: 'signed-in',
    responses: ok(meSchema),
  },
  {
    method: 'patch',
    path: '/api/me/profile',
    tag: 'Account',
    summary: 'Updates name, company and job title.',
    access: 'signed-in',
    body: profileUpdateSchema,
    responses: ok(profileSchema),
  },
  {
    method: 'get',
    path: '/api/realtime',
    tag: 'Account',
    summary:
      'Server-Sent Events for your account: balance, subscription, profile and role changes as they happen.',
    access: 'signed-in',
    responses: { 200: { description: 'An event stream', contentType: 'text/event-stream' } },
  },
];
