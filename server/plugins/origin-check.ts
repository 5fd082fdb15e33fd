import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Stripe calls this server to server, authenticated by the payload signature rather than a session. */
const SIGNED_ROUTES = new Set(['/api/billing/webhook']);

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for every state-changing request that carries a cookie, whatever its path: its
 * Origin (or, where a browser leaves that out, its Referer) must be the app's own. Exemptions are decided on the
 * route the router matched (the decoded path), never on the raw URL, so `/%61pi/…` is checked like `/api/…`.
 * A bearer header does not exempt a request that also carries a cookie: a bearer token we cannot verify falls back
 * to the cookie (ours and better-auth's), so the cookie's ambient authority would ride along. Calls without a cookie
 * carry no ambient authority and pass; better-auth applies its own check on top for /api/auth.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.headers.cookie) return;
    if (SIGNED_ROUTES.has(request.routeOptions.url ?? '')) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (origin === null || !trusted.has(origin)) {
      throw httpError('ORIGIN_NOT_ALLOWED', 'This request must come from the app’s own pages.');
    }
  });
}
