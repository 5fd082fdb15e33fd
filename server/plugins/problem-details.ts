import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '../../contracts/problem';
import { HttpError, isDataException, loggableError } from '../errors';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function titleFor(status: number): string {
  return titles[status] ?? (status >= 500 ? 'Server Error' : 'Request Error');
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  problem: Omit<Problem, 'requestId' | 'title'> & { title?: string } & Record<string, unknown>,
) {
  const body: Problem = { title: titleFor(problem.status), ...problem, requestId: request.id };
  return reply.status(problem.status).type('application/problem+json').send(body);
}

/** Every error leaves the server as application/problem+json; unexpected ones are logged and hidden. */
export function registerProblemDetails(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (typeof error.extra?.retryAfter === 'number')
        reply.header('retry-after', String(error.extra.retryAfter));
      if (error.status >= 500 && error.cause !== undefined)
        request.log.error({ err: error.cause }, error.message);
      return sendProblem(request, reply, {
        status: error.status,
        title: error.title,
        code: error.code,
        detail: error.message,
        ...(error.invalidParams ? { invalidParams: error.invalidParams } : {}),
        ...error.extra,
      });
    }
    if (isDataException(error)) {
      // Input the checks before the database did not foresee: still the client's input, never a server fault.
      request.log.warn({ err: loggableError(error) }, 'database refused the input');
      return sendProblem(request, reply, {
        status: 400,
        code: 'INVALID_INPUT',
        detail: 'The request contains a value that cannot be stored.',
      });
    }
    const status =
      typeof (error as { statusCode?: number }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return sendProblem(request, reply, {
        status,
        code: 'INTERNAL_ERROR',
        detail: 'Something went wrong on our side. Please try again.',
      });
    }
    const code = status === 429 ? 'RATE_LIMITED' : ((error as { code?: string }).code ?? 'BAD_REQUEST');
    const message = error instanceof Error ? error.message : String(error);
    return sendProblem(request, reply, { status, code, detail: message });
  });
}

/** PostgreSQL's class 22 "data exception" (bad text encoding, number out of range, …), raised directly or wrapped by drizzle. */
