import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, pgliteDirectory } from '@db/client';
import { createApp } from './app';
import { EnvError, loadEnv } from './env';
import { inSeconds, listenQuietly, logFormat, startBanner, startupSteps } from './logging';
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

// Start-up takes a while on a busy machine (the first start longest: it creates the database and seeds the twins),
// so each step says what it does and then how long it took. performance.now() counts from the process start, so the
// first figure is the time spent loading the code.
const steps = startupSteps(logFormat(env));
steps.say(`Loaded the server in ${inSeconds(performance.now())}`);
const firstStart = !env.DATABASE_URL && !existsSync(pgliteDirectory(env.DATA_DIR));
const database = await steps.run(
  env.DATABASE_URL
    ? 'Connecting to PostgreSQL and applying any new migrations'
    : firstStart
      ? `First start: creating the database in ${path.resolve(env.DATA_DIR)} and applying its migrations`
      : 'Opening the database and applying any new migrations',
  (opened, took) => `${firstStart ? 'Created' : 'Opened'} the ${opened.kind} database in ${took}`,
  () => openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }),
);
const app = await steps.run(
  'Preparing the engine and routes',
  (_app, took) => `Prepared the engine and routes in ${took}`,
  () => createApp({ env, database, ...(env.WEB_ROOT ? { webRoot: path.resolve(env.WEB_ROOT) } : {}) }),
);
await steps.run(
  firstStart ? 'Seeding the persona library (first start)' : 'Checking the persona library',
  ({ twins, version, changed }, took) =>
    changed
      ? `Seeded the persona library: ${twins.toLocaleString('en')} twins (${version}) in ${took}`
      : `Persona library up to date: ${twins.toLocaleString('en')} twins (${version}), checked in ${took}`,
  () => seedPersonas(app.context),
);
for (const line of steps.finished) app.log.info(line);
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

await listenQuietly(app, { port: env.PORT, host: env.HOST });
// A person at a terminal gets the framed banner; a log shipper gets the address, never a password: a demo
// password created now goes to a file only its owner may read.
const banner = startBanner({
  url: env.BASE_URL,
  alsoAt: env.TRUSTED_ORIGINS.filter((origin) => origin !== new URL(env.BASE_URL).origin),
  databaseKind: database.kind,
  provider: env.LLM_PROVIDER,
  admin,
});
if (logFormat(env) === 'pretty' || process.stdout.isTTY) {
  process.stdout.write(banner);
} else {
  app.log.info(`Twinsight is running at ${env.BASE_URL} (${database.kind} database)`);
  if (admin.outcome === 'demo-created') {
    const file = path.join(env.DATA_DIR, 'demo-admin.txt');
    writeFileSync(file, banner, { mode: 0o600 });
    app.log.warn(
      `Created the demo admin account ${admin.email}; its password is in ${file}. ` +
        'Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
    );
  }
}
