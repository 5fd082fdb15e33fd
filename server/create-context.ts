import { closeAdImageReader } from './infrastructure/ad-image-reader';
import { closeAudienceFileWorkers } from './services/audiences/read-audience-file';
import { closeReportWorkers } from './services/exports/lay-out-report';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@db/client';
import { createProvider } from '@engine/index';
import type { AppContext } from './context';
import { engineConfig } from './engine-config';
import type { Env } from './env';
import { createAuth } from './infrastructure/create-auth';
import { createMailer } from './infrastructure/send-email';
import { ModelCallTurns } from './infrastructure/model-call-turns';
import { PerKeyLimit } from './infrastructure/per-key-limit';
import { createRealtimeHub } from './infrastructure/realtime-hub';
import { createRunEvents } from './infrastructure/run-events';
import { startRunQueue } from './infrastructure/run-queue';
import { startWebhookQueue } from './infrastructure/webhook-queue';
import { deliverWebhook } from './services/webhooks/deliver-webhook';
import { runTypes } from './run-types';
import { provisionUser } from './services/account/provision-user';
import { createRunSlotSignal } from './infrastructure/run-slot-signal';
import { createSessionResolver } from './services/account/resolve-session';
import { createUserScopedCache } from './services/runs/scope-llm-cache';
import { startRunWorkers } from './services/runs/start-run-workers';

/**
 * Deliveries this process sends at once; one workspace holds at most a quarter of them (counted in every process),
 * so receivers that never answer leave the rest to other workspaces (decision 054).
 */
const WEBHOOK_WORKERS = { total: 8, perWorkspace: 2 };

/**
 * Everything services need, with this process's run workers (RUN_WORKERS of them) started: used by the HTTP app
 * and by `npm run worker`. close() drains running runs (up to RUN_DRAIN_MS), then stops listening.
 */
export async function createAppContext(
  env: Env,
  database: Database,
  log: FastifyBaseLogger,
): Promise<{ context: AppContext; close: () => Promise<void> }> {
  // Every model call of every run and question takes its turn by the account that pays for it (decision 055).
  const modelCalls = new ModelCallTurns(env.LLM_CONCURRENCY);
  const engine = createProvider(engineConfig(env), { cache: createUserScopedCache(), limit: modelCalls.run });
  const mailer = createMailer(env);
  const context: AppContext = {
    env,
    db: database.db,
    database,
    auth: createAuth(database.db, env, {
      log: {
        info: (msg) => log.info(msg),
        warn: (msg) => log.warn(msg),
        error: (msg) => log.error(msg),
      },
      provisionUser,
      mailer,
    }),
    sessions: createSessionResolver(database, (error) =>
      log.error({ err: error }, 'session invalidations are not being received'),
    ),
    engine,
    realtime: createRealtimeHub(database, (error) => log.error({ err: error }, 'bad realtime payload')),
    runQueue: await startRunQueue(database, engine.name, (error) =>
      log.error({ err: error }, 'run queue error'),
    ),
    runEvents: await createRunEvents(database, (runId, event) =>
      log.warn({ runId }, `run event ${event} too large to relay`),
    ),
    webhooks: await startWebhookQueue(
      database,
      { attempts: env.WEBHOOK_ATTEMPTS, delaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS },
      (error) => log.error({ err: error }, 'webhook queue error'),
    ),
    runTypes,
    runSlots: await createRunSlotSignal(database),
    questionTurns: new PerKeyLimit(() => env.RUNS_PER_USER),
    mailer,
  };
  const runWorkers = await startRunWorkers(context, log);
  // Webhooks go out from every process that runs studies.
  if (env.RUN_WORKERS > 0)
    await context.webhooks.work(WEBHOOK_WORKERS, (deliveryId, attempt) =>
      deliverWebhook(context, deliveryId, attempt),
    );
  await context.sessions.ready;
  return {
    context,
    close: async () => {
      // Runs drain first (their records and refunds need the database), then the listeners close.
      await runWorkers.stop(env.RUN_DRAIN_MS);
      await context.webhooks.stop();
      // The OCR worker thread is started on the first ad and would otherwise keep the process alive after close.
      await Promise.all([
        context.realtime.close(),
        context.sessions.close(),
        context.runEvents.close(),
        context.runSlots.close(),
        closeAdImageReader(),
        closeReportWorkers(),
        closeAudienceFileWorkers(),
      ]);
    },
  };
}
