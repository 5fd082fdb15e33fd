import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Database } from '../db/client';
import type { AppContext } from './context';
import type { Env } from './env';
import { registerAuthRoutes } from './plugins/auth-routes';
import { registerCompression } from './plugins/compression';
import { registerInputGuard } from './plugins/input-guard';
import { registerOriginCheck } from './plugins/origin-check';
import { registerProblemDetails, sendProblem } from './plugins/problem-details';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { registerHealthRoutes } from './routes/health/index';
import { registerMeRoutes } from './routes/me/index';
import { registerPersonaRoutes } from './routes/personas/index';
import { registerSiteConfigRoutes } from './routes/site-config/index';
import { registerTokenRoutes } from './routes/tokens/index';
import { registerWorkspaceRoutes } from './routes/workspaces/index';
import { registerAdminUserRoutes } from './routes/admin-users/index';
import { registerAnalysisRoutes } from './routes/analyses/index';
import { registerBillingRoutes } from './routes/billing/index';
import { registerContentRoutes } from './routes/content/index';
import { registerFeedbackRoutes } from './routes/feedback/index';
import { registerSiteMapRoutes } from './routes/site-map/index';
import { registerSnapshotRoutes } from './routes/snapshots/index';
import { registerRealtimeRoutes } from './routes/realtime/index';
import { createProvider } from '../engine/index';
import { engineConfig } from './engine-config';
import { createAuth } from './services/create-auth';
import { createRealtimeHub } from './services/realtime-hub';
import { createUserScopedCache } from './services/scope-llm-cache';

export const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');

export type CreateAppOptions = {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  /** The built server renderer; by default dist/ssr beside the web root's dist/web. */
  ssrEntry?: string;
};

/** The whole HTTP application; main.ts and the tests both build it here. */
export async function createApp({ env, database, logger, webRoot = defaultWebRoot, ssrEntry }: CreateAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Malformed URLs (bad percent-encoding, over-long parameters) are refused by the router itself: as problem+json too.
    frameworkErrors: (error, request, reply) =>
      sendProblem(request, reply, { status: error.statusCode ?? 400, code: error.code, detail: error.message }),
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_MS, checked every second, so slow-body
    // clients cannot hold connections open; responses (Server-Sent Events) are not limited by this.
    serverFactory: (handler) =>
      http.createServer(
        { requestTimeout: env.REQUEST_TIMEOUT_MS, headersTimeout: env.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: Math.min(1000, env.REQUEST_TIMEOUT_MS) },
        handler,
      ),
  });
  const context: AppContext = {
    env,
    db: database.db,
    database,
    auth: createAuth(database.db, env, {
      info: (msg) => app.log.info(msg),
      warn: (msg) => app.log.warn(msg),
      error: (msg) => app.log.error(msg),
    }),
    engine: createProvider(engineConfig(env), { cache: createUserScopedCache() }),
    realtime: createRealtimeHub(database, (error) => app.log.error({ err: error }, 'bad realtime payload')),
  };
  app.addHook('onClose', () => context.realtime.close());
  app.decorate('context', context);
  // Every route the app serves, as registered: the authorization matrix and fuzz tests enumerate these.
  const routes: RegisteredRoute[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerProblemDetails(app);
  registerInputGuard(app);
  registerOriginCheck(app, env.BASE_URL);
  await registerSecurity(app, env);
  await registerCompression(app);
  registerAuthRoutes(app, context);
  registerHealthRoutes(app, context);
  registerSiteConfigRoutes(app, context);
  registerMeRoutes(app, context);
  registerPersonaRoutes(app, context);
  registerWorkspaceRoutes(app, context);
  registerTokenRoutes(app, context);
  registerRealtimeRoutes(app, context);
  registerAdminUserRoutes(app, context);
  await registerBillingRoutes(app, context);
  registerFeedbackRoutes(app, context);
  registerAnalysisRoutes(app, context);
  await registerContentRoutes(app, context);
  registerSnapshotRoutes(app, context);
  registerSiteMapRoutes(app, context);
  await registerWebApp(app, {
    webRoot,
    ssrEntry: ssrEntry ?? path.join(path.dirname(webRoot), 'ssr', 'entry-server.js'),
    origin: env.BASE_URL,
  });
  return app;
}

export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext;
    routeList: readonly RegisteredRoute[];
  }
}
