import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemOf } from '@contracts/error-codes';
import type { AppContext } from '../context';
import { setTimeout as delay } from 'node:timers/promises';
import { announceProfileChange, announceSessionChange } from '../services/account/session-events';
import { sendProblem } from './problem-details';
import { sessionToken } from './session';

export function toHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}

/** Bridges /api/auth/* to better-auth, with a rate limit on every POST and errors as problem+json. */
/** Answers that could tell whether an email has an account, by what they do or how long they take. */
const TIMING_EQUALISED = new Set([
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/request-password-reset',
]);
/** Calls that may end sessions; open realtime streams of ended sessions are closed after them. */
const SESSION_ENDING = new Set([
  '/api/auth/sign-out',
  '/api/auth/revoke-session',
  '/api/auth/revoke-sessions',
  '/api/auth/revoke-other-sessions',
  '/api/auth/change-password',
  '/api/auth/delete-user',
]);

/** Renames the user (better-auth's own route); open tabs are told through the `profile` event. */
const UPDATE_USER = '/api/auth/update-user';

export function registerAuthRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, env, sessions } = context;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now();
    const path = request.url.split('?')[0]!;
    const hasBody = request.method !== 'GET' && request.body !== undefined;
    if (
      hasBody &&
      (request.body === null || typeof request.body !== 'object' || Array.isArray(request.body))
    ) {
      return sendProblem(request, reply, {
        ...problemOf('VALIDATION_FAILED'),
        detail: 'Send a JSON object.',
      });
    }
    const endsSessions = request.method === 'POST' && SESSION_ENDING.has(path);
    const changesProfile = request.method === 'POST' && path === UPDATE_USER;
    const signedIn =
      endsSessions || changesProfile
        ? await auth.api.getSession({ headers: toHeaders(request.headers) })
        : null;
    const response = await auth.handler(
      new Request(new URL(request.url, env.BASE_URL), {
        method: request.method,
        headers: toHeaders(request.headers),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    );
    // Sign-out, revocation and password or email changes must not be answered from this process's cache afterwards.
    if (request.method !== 'GET') {
      const token = sessionToken(env, request.headers);
      if (token) sessions.forgetUserOf(token);
    }
    const text = await response.text();
    if (signedIn && response.status < 400) {
      if (endsSessions) await announceSessionChange(context, signedIn.user.id);
      else await announceProfileChange(context, signedIn.user.id);
    }
    if (TIMING_EQUALISED.has(path))
      await delay(Math.max(0, env.AUTH_TIMING_FLOOR_MS - (performance.now() - started)));
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    if (response.status >= 400) {
      const parsed = safeJson(text) as { message?: string; code?: string } | undefined;
      return sendProblem(request, reply, {
        status: response.status,
        code: parsed?.code ?? 'AUTH_ERROR',
        detail: parsed?.message ?? (text || 'Authentication failed.'),
      });
    }
    return reply.status(response.status).send(text === '' ? undefined : text);
  };
  app.get('/api/auth/*', handler);
  app.post('/api/auth/*', {
    config: { rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    handler,
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
