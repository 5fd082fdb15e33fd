import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import {
  assertWorkspaceOwner,
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resumeWebhook,
} from '../../services/webhooks/manage-webhooks';
import { bindRoute } from '../bind-route';

const uuid = z.uuid();

/** A malformed id cannot name anybody's workspace or webhook: the same 404 as a stranger's. */
function wellFormed<T extends Record<string, string>>(ids: T): T {
  if (!Object.values(ids).every((id) => uuid.safeParse(id).success)) throw notFound('Webhook not found.');
  return ids;
}

export function registerWebhookRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/workspaces/:id/webhooks', ({ actor, params }) =>
    listWebhooks(context, actor, wellFormed(params).id),
  );

  bindRoute(
    app,
    context,
    'post /api/workspaces/:id/webhooks',
    ({ actor, params, body }) => createWebhook(context, actor, params.id, body),
    { authorize: ({ actor, params }) => assertWorkspaceOwner(context, actor, wellFormed(params).id) },
  );

  bindRoute(app, context, 'delete /api/workspaces/:id/webhooks/:webhookId', ({ actor, params }) => {
    const { id, webhookId } = wellFormed(params);
    return deleteWebhook(context, actor, id, webhookId);
  });

  bindRoute(app, context, 'post /api/workspaces/:id/webhooks/:webhookId/resume', ({ actor, params }) => {
    const { id, webhookId } = wellFormed(params);
    return resumeWebhook(context, actor, id, webhookId);
  });

  bindRoute(app, context, 'get /api/workspaces/:id/webhooks/:webhookId/deliveries', ({ actor, params }) => {
    const { id, webhookId } = wellFormed(params);
    return listDeliveries(context, actor, id, webhookId);
  });
}
