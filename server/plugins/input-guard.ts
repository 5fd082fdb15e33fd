import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors';
import { inputProblem } from '../validate';

export const invalidInput = (detail: string) => httpError('INVALID_INPUT', detail);

/** Checks path parameters, query and parsed body of every request before any route sees them. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw invalidInput(problem);
  });
}
