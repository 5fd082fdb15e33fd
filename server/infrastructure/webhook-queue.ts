import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { startBoss } from './run-queue';

export type WebhookAttempt = { number: number; last: boolean };

export type WebhookQueue = {
  /** Queues one job per delivery; each is retried with exponential backoff until it succeeds or its attempts run out. */
  enqueue: (deliveryIds: string[]) => Promise<void>;
  /** Starts `concurrency` workers in this process; a handler that throws has its delivery retried later. */
  work: (
    concurrency: number,
    handler: (deliveryId: string, attempt: WebhookAttempt) => Promise<void>,
  ) => Promise<void>;
  stop: () => Promise<void>;
};

const WEBHOOK_QUEUE = 'webhook-deliveries';

/** Webhook deliveries as pg-boss jobs in the database every process shares, beside the run queue (decision 038). */
export async function startWebhookQueue(
  database: Database,
  retry: { attempts: number; delaySeconds: number },
  onError: (error: Error) => void,
): Promise<WebhookQueue> {
  const options = { retryLimit: retry.attempts - 1, retryDelay: retry.delaySeconds, retryBackoff: true };
  const boss = await startBoss(database, WEBHOOK_QUEUE, onError, { ...options, retentionDays: 7 });
  return {
    enqueue: async (deliveryIds) => {
      if (deliveryIds.length === 0) return;
      await boss.insert(
        deliveryIds.map((deliveryId) => ({ name: WEBHOOK_QUEUE, data: { deliveryId }, ...options })),
      );
    },
    work: async (concurrency, handler) => {
      for (let i = 0; i < concurrency; i += 1) {
        await boss.work<{ deliveryId: string }>(
          WEBHOOK_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
          async ([job]: PgBoss.JobWithMetadata<{ deliveryId: string }>[]) => {
            if (!job) return;
            await handler(job.data.deliveryId, {
              number: job.retryCount + 1,
              last: job.retryCount >= job.retryLimit,
            });
          },
        );
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000, close: false }),
  };
}
