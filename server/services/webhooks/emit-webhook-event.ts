import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEvent, WebhookPayload } from '@contracts/webhooks';
import { webhookDeliveries, webhookEndpoints, workspaceUsers } from '@db/schema/index';
import type { AppContext } from '../../context';

/** Whose endpoints hear an event: one workspace's (a run's), or those of every workspace a user owns (their balance). */
export type WebhookAudience = { workspaceId: string } | { ownerId: string };

/**
 * Records one delivery of `event` for every endpoint of `to` subscribed to it, and queues them. The deliveries are
 * stored first, so a queue that fails still leaves them listed as pending.
 */
export async function emitWebhookEvent(
  context: AppContext,
  to: WebhookAudience,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const subscribed = sql`${webhookEndpoints.events} ? ${event}`;
  const select = context.db
    .select({ id: webhookEndpoints.id, workspaceId: webhookEndpoints.workspaceId })
    .from(webhookEndpoints);
  const endpoints =
    'workspaceId' in to
      ? await select.where(and(eq(webhookEndpoints.workspaceId, to.workspaceId), subscribed))
      : await select
          .innerJoin(workspaceUsers, eq(workspaceUsers.workspaceId, webhookEndpoints.workspaceId))
          .where(and(eq(workspaceUsers.userId, to.ownerId), eq(workspaceUsers.role, 'owner'), subscribed));
  if (endpoints.length === 0) return;
  const createdAt = new Date().toISOString();
  const queued = endpoints.map((endpoint) => ({
    deliveryId: crypto.randomUUID(),
    endpointId: endpoint.id,
    workspaceId: endpoint.workspaceId,
  }));
  await context.db.insert(webhookDeliveries).values(
    queued.map(({ deliveryId: id, endpointId, workspaceId }) => {
      const payload: WebhookPayload = { id, type: event, createdAt, workspaceId, data };
      return { id, endpointId, event, payload };
    }),
  );
  await context.webhooks.enqueue(queued);
}
