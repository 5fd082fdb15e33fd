import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEvent, WebhookPayload } from '../../../contracts/webhooks';
import { webhookDeliveries, webhookEndpoints, workspaceUsers } from '../../../db/schema/index';
import type { AppContext } from '../../context';

/**
 * Records one delivery of `event` for every endpoint subscribed to it in the workspaces `userId` owns, and queues
 * them. The deliveries are stored first, so a queue that fails still leaves them listed as pending.
 */
export async function emitWebhookEvent(
  context: AppContext,
  userId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const endpoints = await context.db
    .select({ id: webhookEndpoints.id, workspaceId: webhookEndpoints.workspaceId })
    .from(webhookEndpoints)
    .innerJoin(workspaceUsers, eq(workspaceUsers.workspaceId, webhookEndpoints.workspaceId))
    .where(
      and(
        eq(workspaceUsers.userId, userId),
        eq(workspaceUsers.role, 'owner'),
        sql`${webhookEndpoints.events} ? ${event}`,
      ),
    );
  if (endpoints.length === 0) return;
  const createdAt = new Date().toISOString();
  const rows = await context.db
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => {
        const id = crypto.randomUUID();
        const payload: WebhookPayload = {
          id,
          type: event,
          createdAt,
          workspaceId: endpoint.workspaceId,
          data,
        };
        return { id, endpointId: endpoint.id, event, payload };
      }),
    )
    .returning({ id: webhookDeliveries.id });
  await context.webhooks.enqueue(rows.map((row) => row.id));
}
