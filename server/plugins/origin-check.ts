import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

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
 * Cross-site request forgery guard for every state-changing API call that rides on the session cookie: its Origin
 * (or, where a browser leaves that out, its Referer) must be the app's own. Calls with a bearer token, and calls
 * without any cookie, carry no ambient authority and pass; better-auth applies its own check on top for /api/auth.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigin: string) {
  const trusted = new URL(trustedOrigin).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.url.split('?')[0]!;
    if (!(path.startsWith('/api/') || path.startsWith('/functions/')) || SIGNED_ROUTES.has(path)) return;
    if (/^bearer\s/i.test(request.headers.authorization ?? '') || !request.headers.cookie) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (origin !== trusted) {
      throw new HttpError(
        403,
        'Forbidden',
        'ORIGIN_NOT_ALLOWED',
        'This request must come from the app’s own pages.',
      );
    }
  });
}
