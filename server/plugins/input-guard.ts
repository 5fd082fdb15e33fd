import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { inputProblem } from '../validate';

export const invalidInput = (detail: string) => new HttpError(400, 'Bad Request', 'INVALID_INPUT', detail);

/** Checks path parameters, query and parsed body of every request before any route sees them. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw invalidInput(problem);
  });
}
