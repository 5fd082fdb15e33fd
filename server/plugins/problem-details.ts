import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemOf, problemTitle } from '@contracts/error-codes';
import type { Problem } from '@contracts/problem';
import { HttpError, isDataException, loggableError } from '../errors';

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  problem: Omit<Problem, 'requestId' | 'title'> & { title?: string } & Record<string, unknown>,
) {
  const body: Problem = { title: problemTitle(problem.status), ...problem, requestId: request.id };
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
        ...problemOf('INVALID_INPUT'),
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
