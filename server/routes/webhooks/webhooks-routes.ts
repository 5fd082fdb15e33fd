import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { requireActor } from '../../plugins/session';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
} from '../../services/webhooks/manage-webhooks';

const workspaceParams = z.object({ id: z.string() });
const webhookParams = z.object({ id: z.string(), webhookId: z.string() });

/** A malformed id cannot name anybody's workspace or webhook: the same 404 as a stranger's. */
function ids<T extends Record<string, string>>(schema: z.ZodType<T>, params: unknown): T {
  const parsed = schema.parse(params);
  if (!Object.values(parsed).every((id) => z.uuid().safeParse(id).success))
    throw notFound('Webhook not found.');
  return parsed;
}

export function registerWebhookRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/workspaces/:id/webhooks', async (request) => {
    const actor = await requireActor(context, request);
    return listWebhooks(context, actor, ids(workspaceParams, request.params).id);
  });

  app.post('/api/workspaces/:id/webhooks', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id } = ids(workspaceParams, request.params);
    return reply.status(201).send(await createWebhook(context, actor, id, request.body));
  });

  app.delete('/api/workspaces/:id/webhooks/:webhookId', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id, webhookId } = ids(webhookParams, request.params);
    await deleteWebhook(context, actor, id, webhookId);
    return reply.status(204).send();
  });

  app.get('/api/workspaces/:id/webhooks/:webhookId/deliveries', async (request) => {
    const actor = await requireActor(context, request);
    const { id, webhookId } = ids(webhookParams, request.params);
    return listDeliveries(context, actor, id, webhookId);
  });
}
