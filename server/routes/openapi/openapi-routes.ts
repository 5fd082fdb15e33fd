import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from '@contracts/openapi';
import type { AppContext } from '../../context';
import { buildOpenApiDocument } from '../../openapi-document';
import { bindRoute } from '../bind-route';

export type RegisteredRoute = { method: string; url: string };

/**
 * GET /api/openapi.json. Registered first, so it also records every route registered after it
 * (`app.registeredRoutes`): the test compares them with the route contracts.
 */
export function registerOpenApiRoutes(app: FastifyInstance, context: AppContext) {
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') registered.push({ method: method.toLowerCase(), url: route.url });
  });
  app.decorate('registeredRoutes', registered);

  let document: OpenApiDocument | undefined;
  bindRoute(app, context, 'get /api/openapi.json', () => (document ??= buildOpenApiDocument()));
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}
