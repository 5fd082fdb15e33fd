// npm run worker: a process that only runs queued runs (no HTTP), sharing the database's queue with the servers.
import Fastify from 'fastify';
import { openDatabase } from '@db/client';
import { createAppContext } from './create-context';
import { EnvError, loadEnv } from './env';
import { loggerOptions } from './logging';

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
if (!env.DATABASE_URL || env.RUN_WORKERS === 0) {
  // PGlite lives inside one process: the server's own workers run its queue.
  console.error(
    env.RUN_WORKERS === 0
      ? 'RUN_WORKERS is 0: this worker would take no runs.'
      : 'npm run worker needs DATABASE_URL (PostgreSQL shared with the servers).',
  );
  process.exit(1);
}

// The same logger as the server's (pino through Fastify), without an HTTP server.
const { log } = Fastify({ logger: loggerOptions(env) });
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const { close } = await createAppContext(env, database, log);
log.info(
  `Run worker started: ${env.RUN_WORKERS} workers, provider ${env.LLM_PROVIDER} (${database.kind} database)`,
);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: taking no new runs, finishing running ones (up to ${env.RUN_DRAIN_MS} ms)`);
    setTimeout(() => process.exit(1), env.RUN_DRAIN_MS + 10_000).unref();
    await close();
    await database.close();
    process.exit(0);
  });
}
