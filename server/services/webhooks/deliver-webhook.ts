import { eq } from 'drizzle-orm';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '../../../contracts/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { WebhookAttempt } from '../../infrastructure/webhook-queue';
import { signWebhook } from './sign-webhook';

const ERROR_MAX_LENGTH = 300;

/**
 * One attempt at a delivery: POSTs its payload, signed with the endpoint's secret and the time of this attempt,
 * and records the answer. A non-2xx answer or a network failure throws, so the queue retries it later with backoff;
 * after the last attempt the delivery is marked failed.
 */
export async function deliverWebhook(
  { db, env }: AppContext,
  deliveryId: string,
  attempt: WebhookAttempt,
): Promise<void> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  // Its endpoint was removed, or it already went through.
  if (!row || row.delivery.status === 'delivered') return;
  const body = JSON.stringify(row.delivery.payload);
  let responseStatus: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(row.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(env.WEBHOOK_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': `${env.BRAND_NAME}-Webhooks/1`,
        [WEBHOOK_EVENT_HEADER]: row.delivery.event,
        [WEBHOOK_DELIVERY_HEADER]: row.delivery.id,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(row.secret, Math.floor(Date.now() / 1000), body),
      },
      body,
    });
    responseStatus = response.status;
    await response.body?.cancel();
    if (!response.ok) error = `The endpoint answered ${response.status}.`;
  } catch (failure) {
    error = (failure as Error).message.slice(0, ERROR_MAX_LENGTH);
  }
  await db
    .update(webhookDeliveries)
    .set({
      status: error === null ? 'delivered' : attempt.last ? 'failed' : 'pending',
      attempts: attempt.number,
      responseStatus,
      error,
      lastAttemptAt: new Date(),
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  if (error !== null && !attempt.last) throw new Error(`Webhook delivery ${deliveryId}: ${error}`);
}
