import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from '../../../contracts/openapi';
import { buildOpenApiDocument } from '../../openapi-document';

export type RegisteredRoute = { method: string; url: string };

/**
 * GET /api/openapi.json. Registered first, so it also records every route registered after it
 * (`app.registeredRoutes`): the test compares them with the route contracts.
 */
export function registerOpenApiRoutes(app: FastifyInstance) {
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') registered.push({ method: method.toLowerCase(), url: route.url });
  });
  app.decorate('registeredRoutes', registered);

  let document: OpenApiDocument | undefined;
  app.get('/api/openapi.json', async () => (document ??= buildOpenApiDocument()));
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}
