import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sendProblem } from './problem-details';

export function toHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}

/** Bridges /api/auth/* to better-auth, with a rate limit on every POST and errors as problem+json. */
export function registerAuthRoutes(app: FastifyInstance, { auth, env }: AppContext) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const hasBody = request.method !== 'GET' && request.body !== undefined;
    if (hasBody && (request.body === null || typeof request.body !== 'object' || Array.isArray(request.body))) {
      return sendProblem(request, reply, { status: 400, code: 'VALIDATION_FAILED', detail: 'Send a JSON object.' });
    }
    const response = await auth.handler(
      new Request(new URL(request.url, env.BASE_URL), {
        method: request.method,
        headers: toHeaders(request.headers),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    );
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const text = await response.text();
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
