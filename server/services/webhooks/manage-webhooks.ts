import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createWebhookSchema, Webhook, WebhookDelivery, WebhookEvent } from '@contracts/webhooks';
import { webhookDeliveries, webhookEndpoints, workspaceUsers } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../errors';
import { addressesOf, hostOf, isPublicAddress, nonPublicReason } from '../../infrastructure/public-address';

const WORKSPACE_NOT_FOUND = 'Workspace not found.';
const WEBHOOK_NOT_FOUND = 'Webhook not found.';
const DELIVERIES_LISTED = 20;

/** The caller's role in the workspace; a stranger gets the same 404 as a workspace that does not exist. */
async function roleIn({ db }: AppContext, actor: Actor, workspaceId: string): Promise<string> {
  const [row] = await db
    .select({ role: workspaceUsers.role })
    .from(workspaceUsers)
    .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.userId, actor.id)));
  if (!row) throw notFound(WORKSPACE_NOT_FOUND);
  return row.role;
}

/** Only a workspace's owners manage its webhooks: another member gets 403, a stranger 404. */
export async function assertWorkspaceOwner(context: AppContext, actor: Actor, workspaceId: string) {
  if ((await roleIn(context, actor, workspaceId)) !== 'owner')
    throw forbidden('Only the workspace’s owners manage its webhooks.');
}

function toDelivery(row: typeof webhookDeliveries.$inferSelect): WebhookDelivery {
  return {
    id: row.id,
    event: row.event as WebhookEvent,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}

function toWebhook(
  row: typeof webhookEndpoints.$inferSelect,
  last: typeof webhookDeliveries.$inferSelect | null,
): Webhook {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    url: row.url,
    events: row.events as WebhookEvent[],
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last ? toDelivery(last) : null,
    paused: row.pausedAt ? { at: row.pausedAt.toISOString(), reason: row.pauseReason ?? '' } : null,
  };
}

async function latestDelivery({ db }: AppContext, endpointId: string) {
  const [last] = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(1);
  return last ?? null;
}

/** The workspace's endpoints, each with its latest delivery; any member may read them. */
export async function listWebhooks(
  context: AppContext,
  actor: Actor,
  workspaceId: string,
): Promise<Webhook[]> {
  await roleIn(context, actor, workspaceId);
  const endpoints = await context.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return Promise.all(
    endpoints.map(async (endpoint) => toWebhook(endpoint, await latestDelivery(context, endpoint.id))),
  );
}

/**
 * Registers an endpoint (owners only) with a fresh signing secret, answered this once. The endpoint must use HTTPS
 * and be on the public internet: not an address, nor a name resolving to one, that is loopback, private,
 * link-local or otherwise reserved. A name that does not resolve yet is taken; every delivery checks again.
 * WEBHOOK_ALLOW_PRIVATE_HOSTS (development, tests) lets endpoints be private, and there plain HTTP.
 */
export async function createWebhook(
  context: AppContext,
  actor: Actor,
  workspaceId: string,
  input: z.output<typeof createWebhookSchema>,
): Promise<Webhook & { secret: string }> {
  await assertWorkspaceOwner(context, actor, workspaceId);
  const url = new URL(input.url);
  const host = hostOf(url);
  const nonPublic = (await addressesOf(host)).find((address) => !isPublicAddress(address));
  const refuse = (reason: string) => badRequest(`url: ${reason}`, [{ name: 'url', reason }]);
  if (nonPublic && !context.env.WEBHOOK_ALLOW_PRIVATE_HOSTS)
    throw refuse(`The endpoint must be on the public internet: ${nonPublicReason(host, nonPublic)}`);
  if (url.protocol !== 'https:' && !nonPublic) throw refuse('The endpoint must use https://');
  const limit = context.env.WEBHOOK_MAX_ENDPOINTS;
  const [{ endpoints }] = (await context.db
    .select({ endpoints: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId))) as [{ endpoints: number }];
  if (endpoints >= limit)
    throw refuse(`A workspace has at most ${limit} webhook endpoints: remove one to add another.`);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const [row] = await context.db
    .insert(webhookEndpoints)
    .values({ workspaceId, url: input.url, secret, events: input.events, createdBy: actor.id })
    .returning();
  return { ...toWebhook(row!, null), secret };
}

export async function deleteWebhook(
  context: AppContext,
  actor: Actor,
  workspaceId: string,
  webhookId: string,
): Promise<void> {
  await assertWorkspaceOwner(context, actor, workspaceId);
  const removed = await context.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.workspaceId, workspaceId)))
    .returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw notFound(WEBHOOK_NOT_FOUND);
}

/** Sends to a paused endpoint again (owners), with its count of failures in a row back at 0. */
export async function resumeWebhook(
  context: AppContext,
  actor: Actor,
  workspaceId: string,
  webhookId: string,
): Promise<Webhook> {
  await assertWorkspaceOwner(context, actor, workspaceId);
  const [row] = await context.db
    .update(webhookEndpoints)
    .set({ pausedAt: null, pauseReason: null, consecutiveFailures: 0 })
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.workspaceId, workspaceId)))
    .returning();
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  return toWebhook(row, await latestDelivery(context, row.id));
}

/** The endpoint's latest deliveries, newest first. */
export async function listDeliveries(
  context: AppContext,
  actor: Actor,
  workspaceId: string,
  webhookId: string,
): Promise<WebhookDelivery[]> {
  await roleIn(context, actor, workspaceId);
  const rows = await context.db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.workspaceId, workspaceId)))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(DELIVERIES_LISTED);
  if (rows.length === 0) {
    const [exists] = await context.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.workspaceId, workspaceId)));
    if (!exists) throw notFound(WEBHOOK_NOT_FOUND);
  }
  return rows.map((row) => toDelivery(row.delivery));
}
