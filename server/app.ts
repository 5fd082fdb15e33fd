import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { problemOf } from '@contracts/error-codes';
import type { Database } from '@db/client';
import type { AppContext } from './context';
import { createAppContext } from './create-context';
import type { Env } from './env';
import { registerAuthRoutes } from './plugins/auth-routes';
import { registerCompression } from './plugins/compression';
import { registerInputGuard } from './plugins/input-guard';
import { registerOriginCheck } from './plugins/origin-check';
import { registerProblemDetails, sendProblem } from './plugins/problem-details';
import { registerSecurity } from './plugins/security';
import { findActor } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import { registerHealthRoutes } from './routes/health/health-routes';
import { registerOpenApiRoutes } from './routes/openapi/openapi-routes';
import { registerMeRoutes } from './routes/me/me-routes';
import { registerPersonaRoutes } from './routes/personas/personas-routes';
import { registerSiteConfigRoutes } from './routes/site-config/site-config-routes';
import { registerTokenRoutes } from './routes/tokens/tokens-routes';
import { registerWorkspaceRoutes } from './routes/workspaces/workspaces-routes';
import { registerWebhookRoutes } from './routes/webhooks/webhooks-routes';
import { registerAdminUserRoutes } from './routes/admin-users/admin-users-routes';
import { registerSnapshotRequestRoutes } from './routes/snapshot-requests/snapshot-requests-routes';
import { registerExportRoutes } from './routes/exports/exports-routes';
import { registerAnalysisRoutes } from './routes/analyses/analyses-routes';
import { registerAudienceRoutes } from './routes/audiences/audiences-routes';
import { registerConceptReadingRoutes } from './routes/concept-readings/concept-readings-routes';
import { registerBillingRoutes } from './routes/billing/billing-routes';
import { registerContentRoutes } from './routes/content/content-routes';
import { registerFeedbackRoutes } from './routes/feedback/feedback-routes';
import { registerSiteMapRoutes } from './routes/site-map/site-map-routes';
import { registerSnapshotRoutes } from './routes/snapshots/snapshots-routes';
import { registerRealtimeRoutes } from './routes/realtime/realtime-routes';
import { registerValidationRoutes } from './routes/validation/validation-routes';
import { RESEARCH_TYPES } from './research-types/research-types';
import { fastifyLogging } from './logging';

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
/** How a request Node's parser refuses is answered, by the parser's error code. */
const PARSER_REFUSALS: Record<string, { status: number; title: string; code: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    ...problemOf('HEADERS_TOO_LARGE'),
    detail: 'The request’s headers are larger than this server accepts.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    ...problemOf('REQUEST_TIMEOUT'),
    detail: 'The request did not arrive in time.',
  },
  default: { ...problemOf('BAD_REQUEST'), detail: 'The request could not be read.' },
};

export async function createApp({
  env,
  database,
  logger,
  webRoot = defaultWebRoot,
  ssrEntry,
}: CreateAppOptions) {
  const app = Fastify({
    ...fastifyLogging(env),
    ...(logger === undefined ? {} : { logger }),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Malformed URLs (bad percent-encoding, over-long parameters) are refused by the router itself: as problem+json too.
    frameworkErrors: (error, request, reply) =>
      sendProblem(request, reply, {
        status: error.statusCode ?? 400,
        code: error.code,
        detail: error.message,
      }),
    // Requests Node's parser refuses before Fastify sees them (headers too large: 431, malformed: 400) answer
    // problem+json too, written straight to the socket.
    clientErrorHandler: (error, socket) => {
      if ((error as { code?: string }).code === 'ECONNRESET' || !socket.writable) return socket.destroy();
      const refusal = PARSER_REFUSALS[(error as { code?: string }).code ?? ''] ?? PARSER_REFUSALS.default!;
      const body = JSON.stringify({
        title: refusal.title,
        status: refusal.status,
        code: refusal.code,
        detail: refusal.detail,
        requestId: randomUUID(),
      });
      socket.end(
        `HTTP/1.1 ${refusal.status} ${refusal.title}\r\n` +
          `Content-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    },
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_MS, checked every second, so slow-body
    // clients cannot hold connections open; responses (Server-Sent Events) are not limited by this.
    serverFactory: (handler) =>
      http.createServer(
        {
          requestTimeout: env.REQUEST_TIMEOUT_MS,
          headersTimeout: env.REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: Math.min(1000, env.REQUEST_TIMEOUT_MS),
        },
        handler,
      ),
  });
  const { context, close } = await createAppContext(env, database, app.log);
  app.addHook('onClose', close);
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
  registerOriginCheck(app, env.TRUSTED_ORIGINS);
  registerOpenApiRoutes(app, context);
  await registerSecurity(app, env);
  await registerCompression(app);
  registerAuthRoutes(app, context);
  registerHealthRoutes(app, context);
  registerSiteConfigRoutes(app, context);
  registerValidationRoutes(app, context);
  registerMeRoutes(app, context);
  registerPersonaRoutes(app, context);
  registerWorkspaceRoutes(app, context);
  registerWebhookRoutes(app, context);
  registerTokenRoutes(app, context);
  registerRealtimeRoutes(app, context);
  registerAdminUserRoutes(app, context);
  registerSnapshotRequestRoutes(app, context);
  registerExportRoutes(app, context);
  await registerBillingRoutes(app, context);
  registerFeedbackRoutes(app, context);
  await registerAnalysisRoutes(app, context);
  await registerAudienceRoutes(app, context);
  registerConceptReadingRoutes(app, context);
  for (const type of RESEARCH_TYPES) await type.registerRoutes?.(app, context);
  await registerContentRoutes(app, context);
  registerSnapshotRoutes(app, context);
  registerSiteMapRoutes(app, context);
  await registerWebApp(app, {
    webRoot,
    ssrEntry: ssrEntry ?? path.join(path.dirname(webRoot), 'ssr', 'entry-server.js'),
    origin: env.BASE_URL,
    signedIn: async (request) => (await findActor(context, request)) !== null,
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
