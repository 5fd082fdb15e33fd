import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { problemOf } from '@contracts/error-codes';

/**
 * A Server-Sent Events answer opened on first use, so that errors before the first event stay ordinary
 * problem+json answers; an error after it is sent as an `error` event carrying the same problem fields.
 */
export function lazyEventStream(request: FastifyRequest, reply: FastifyReply, status: number) {
  let open = false;
  const send = (event: string, data: unknown) => {
    if (!open) {
      open = true;
      reply.hijack();
      reply.raw.writeHead(status, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
    }
    reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  /** Ends the stream with an `error` event, or rethrows when nothing was streamed yet. */
  const fail = (error: unknown) => {
    if (!open) throw error;
    const problem =
      error instanceof HttpError
        ? { status: error.status, title: error.title, code: error.code, detail: error.message }
        : {
            ...problemOf('INTERNAL_ERROR'),
            detail: 'Something went wrong on our side. Please try again.',
          };
    if (!(error instanceof HttpError)) request.log.error({ err: error }, 'event stream failed');
    send('error', { ...problem, requestId: request.id });
    reply.raw.end();
  };
  return { send, fail, end: () => reply.raw.end() };
}

export const acceptsEventStream = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('text/event-stream');
