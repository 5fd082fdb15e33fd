import { workspaceMembershipListSchema, workspaceSchema } from '../workspaces';
import {
  createdWebhookSchema,
  createWebhookSchema,
  webhookDeliveryListSchema,
  webhookListSchema,
} from '../webhooks';
import { type RouteContracts, ok, created, noContent } from './route-types';

export const workspacesRoutes = {
  'get /api/workspaces': {
    tag: 'Account',
    summary: 'The workspaces you belong to.',
    access: 'signed-in',
    responses: ok(workspaceMembershipListSchema),
  },
  'get /api/workspaces/:id': {
    tag: 'Account',
    summary: 'One of your workspaces.',
    access: 'signed-in',
    responses: ok(workspaceSchema),
  },
  'get /api/workspaces/:id/webhooks': {
    tag: 'Webhooks',
    summary: 'The workspace’s webhook endpoints, each with its latest delivery and how it went (members).',
    access: 'signed-in',
    responses: ok(webhookListSchema),
  },
  'post /api/workspaces/:id/webhooks': {
    tag: 'Webhooks',
    summary:
      'Registers an HTTPS endpoint for run.completed, run.failed and/or credits.low (owners). The answer holds the signing secret, shown once. Each delivery is a JSON POST with the headers Twinsight-Event, Twinsight-Delivery and Twinsight-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>; any answer but 2xx is retried with exponential backoff.',
    access: 'signed-in',
    body: createWebhookSchema,
    responses: created(createdWebhookSchema),
  },
  'delete /api/workspaces/:id/webhooks/:webhookId': {
    tag: 'Webhooks',
    summary: 'Removes an endpoint; nothing more is sent to it (owners).',
    access: 'signed-in',
    responses: noContent,
  },
  'get /api/workspaces/:id/webhooks/:webhookId/deliveries': {
    tag: 'Webhooks',
    summary:
      'The endpoint’s latest 20 deliveries, newest first: event, status, attempts and the last answer.',
    access: 'signed-in',
    responses: ok(webhookDeliveryListSchema),
  },
} satisfies RouteContracts;
