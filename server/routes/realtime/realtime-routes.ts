import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { unauthorized } from '../../errors';
import { toHeaders } from '../../plugins/auth-routes';
import { isSessionActive } from '../../services/account/session-events';
import { bindRawRoute } from '../bind-route';

const HEARTBEAT_MS = 25_000;

/** Server-Sent Events: the caller's own tokens, subscription, profile and role changes. */
export function registerRealtimeRoutes(app: FastifyInstance, context: AppContext) {
  const openStreams = new Set<() => void>();
  // Streams never finish by themselves: end them before the server waits for its connections to drain.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  // Raw: it reads the session itself (whose id ends the stream at sign-out), not only the caller, and hijacks the reply.
  bindRawRoute(app, 'get /api/realtime', async (request, reply) => {
    const signedIn = await context.auth.api.getSession({ headers: toHeaders(request.headers) });
    if (!signedIn) throw unauthorized();
    const actor = signedIn.user;
    // HEAD (monitors, link checkers) gets the stream's headers and no stream.
    if (request.method === 'HEAD')
      return reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .send();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    // Tells EventSource how long to wait before reconnecting.
    res.write('retry: 3000\n\n');
    const unsubscribe = await context.realtime.subscribe(actor.id, (event) => {
      if (event.type === 'session') {
        // A sign-out (here or on another process) ends the streams of the sessions it ended.
        void isSessionActive(context, signedIn.session.id).then(
          (active) => active || end(),
          () => end(),
        );
        return;
      }
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    res.write(`event: ready\ndata: {}\n\n`);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      res.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
  });
}
