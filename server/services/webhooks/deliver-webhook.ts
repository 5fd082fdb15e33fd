import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  WEBHOOK_SIGNATURE_HEADER,
} from '@contracts/webhooks';
import { webhookDeliveries, webhookEndpoints } from '@db/schema/index';
import type { AppContext } from '../../context';
import {
  hostOf,
  isPublicAddress,
  NonPublicAddressError,
  publicOnlyLookup,
} from '../../infrastructure/public-address';
import type { WebhookAttempt } from '../../infrastructure/webhook-queue';
import { signWebhook } from './sign-webhook';

const ERROR_MAX_LENGTH = 300;

type PostOptions = { headers: Record<string, string>; timeoutMs: number; allowPrivate: boolean };

/**
 * POSTs the body and answers the endpoint's status code; redirects are not followed. Unless private hosts are
 * allowed, the connection goes only to a public address: an address literal is checked here, a name by
 * publicOnlyLookup as it resolves, on the very addresses connected to.
 */
function post(url: URL, body: string, { headers, timeoutMs, allowPrivate }: PostOptions): Promise<number> {
  const host = hostOf(url);
  if (!allowPrivate && isIP(host) && !isPublicAddress(host))
    return Promise.reject(new NonPublicAddressError(host, host));
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: allowPrivate ? undefined : publicOnlyLookup,
        signal,
      },
      (response) => {
        // Only the status matters: the rest of the answer is not read.
        response.destroy();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', (error) =>
      reject(signal.aborted ? new Error(`The endpoint did not answer within ${timeoutMs} ms.`) : error),
    );
    request.end(body);
  });
}

const NOT_SENT_PAUSED = 'Not sent: the endpoint is paused.';

/**
 * One attempt at a delivery: POSTs its payload, signed with the endpoint's secret and the time of this attempt,
 * and records the answer. A non-2xx answer or a network failure throws, so the queue retries it later with backoff;
 * after the last attempt the delivery is marked failed. An endpoint that is not public fails at once, unretried;
 * one paused after too many failures in a row is not sent to (its deliveries fail at once) until it is resumed.
 */
export async function deliverWebhook(
  { db, env }: AppContext,
  deliveryId: string,
  attempt: WebhookAttempt,
): Promise<void> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  // Its endpoint was removed, or it already went through.
  if (!row || row.delivery.status === 'delivered') return;
  const { endpoint } = row;
  if (endpoint.pausedAt) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', error: NOT_SENT_PAUSED, lastAttemptAt: new Date() })
      .where(eq(webhookDeliveries.id, deliveryId));
    return;
  }
  const body = JSON.stringify(row.delivery.payload);
  let responseStatus: number | null = null;
  let error: string | null = null;
  let last = attempt.last;
  try {
    responseStatus = await post(new URL(endpoint.url), body, {
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_HOSTS,
      headers: {
        'content-type': 'application/json',
        'user-agent': `${env.BRAND_NAME}-Webhooks/1`,
        [WEBHOOK_EVENT_HEADER]: row.delivery.event,
        [WEBHOOK_DELIVERY_HEADER]: row.delivery.id,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.secret, Math.floor(Date.now() / 1000), body),
      },
    });
    if (responseStatus < 200 || responseStatus > 299) error = `The endpoint answered ${responseStatus}.`;
  } catch (failure) {
    error = (failure as Error).message.slice(0, ERROR_MAX_LENGTH);
    if (failure instanceof NonPublicAddressError) last = true;
  }
  const paused = error !== null && (await countFailure(db, endpoint.id, error));
  await db
    .update(webhookDeliveries)
    .set({
      status: error === null ? 'delivered' : last || paused ? 'failed' : 'pending',
      attempts: attempt.number,
      responseStatus,
      error,
      lastAttemptAt: new Date(),
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  if (error === null)
    await db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0 })
      .where(eq(webhookEndpoints.id, endpoint.id));
  else if (!last && !paused) throw new Error(`Webhook delivery ${deliveryId}: ${error}`);
}

/**
 * Counts a failed attempt against its endpoint; the WEBHOOK_PAUSE_AFTER_FAILURES-th in a row pauses it, with the
 * reason. Answers whether the endpoint is now paused (its pending deliveries then stop being retried).
 */
async function countFailure(db: AppContext['db'], endpointId: string, error: string): Promise<boolean> {
  const [counted] = await db
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failures: webhookEndpoints.consecutiveFailures, pausedAt: webhookEndpoints.pausedAt });
  if (!counted) return false;
  if (counted.pausedAt) return true;
  if (counted.failures < WEBHOOK_PAUSE_AFTER_FAILURES) return false;
  await db.transaction(async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({
        pausedAt: new Date(),
        pauseReason: `Paused after ${WEBHOOK_PAUSE_AFTER_FAILURES} failed attempts in a row; the last: ${error}`,
      })
      .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.pausedAt)));
    // Deliveries waiting for a retry fail now, not when their retry comes due: nothing of a paused endpoint is pending.
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', error: NOT_SENT_PAUSED, lastAttemptAt: new Date() })
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
  });
  return true;
}
