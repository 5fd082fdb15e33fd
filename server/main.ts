import path from 'node:path';
import { openDatabase } from '../db/client';
import { createApp } from './app';
import { EnvError, loadEnv } from './env';
import { logFormat, startBanner } from './logging';
import { ensureAdminAccount } from './services/account/ensure-admin-account';
import { refundAbandonedRuns } from './services/runs/refund-abandoned-runs';
import { seedPersonas } from './services/personas/seed-personas';

let env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const app = await createApp({
  env,
  database,
  ...(env.WEB_ROOT ? { webRoot: path.resolve(env.WEB_ROOT) } : {}),
});
app.log.info(await seedPersonas(app.context), 'persona library ready');
const admin = await ensureAdminAccount(app.context);

const REFUND_CHECK_MS = 60_000;
const refundAbandoned = () =>
  refundAbandonedRuns(app.context, env.ABANDONED_RUN_AFTER_MS).then(
    (count) =>
      count > 0 && app.log.warn(`Gave back ${count} run(s) and question(s) cut off by a server restart`),
    (error: unknown) => app.log.error({ err: error }, 'refunding abandoned runs failed'),
  );
await refundAbandoned();
const refundTimer = setInterval(
  refundAbandoned,
  Math.min(REFUND_CHECK_MS, env.ABANDONED_RUN_AFTER_MS),
).unref();

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(
      `${signal} received: finishing open requests and running runs (up to ${env.RUN_DRAIN_MS} ms)`,
    );
    clearInterval(refundTimer);
    // Runs still going after the drain are handed back to the queue by app.close(); this only bounds a hung close.
    const timer = setTimeout(() => process.exit(1), env.RUN_DRAIN_MS + 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
// A person at a terminal (or in development) gets a few plain lines; a log collector gets the same facts as JSON.
if (logFormat(env) === 'pretty' || process.stdout.isTTY) {
  process.stdout.write(
    startBanner({
      url: env.BASE_URL,
      databaseKind: database.kind,
      provider: env.LLM_PROVIDER,
      admin,
    }),
  );
} else {
  app.log.info(`Twinsight is running at ${env.BASE_URL} (${database.kind} database)`);
  if (admin.outcome === 'demo-created') {
    app.log.warn(
      `Created the demo admin account (shown once): email ${admin.email} password ${admin.password}. ` +
        'Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
    );
  }
}
