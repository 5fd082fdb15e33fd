// Errors of a charged run (concept test, ad test): the server's problem, plus the balance a 402 reports.
import { z } from 'zod';
import { problemSchema } from '../../contracts/problem';
import { ApiError, NETWORK_ERROR_DETAIL } from './api-client';

const problemWithBalanceSchema = problemSchema.extend({ currentBalance: z.number().optional() });

/** A failed run: the server's problem, plus the balance a 402 reports. */
export class AnalysisRunError extends ApiError {
  readonly currentBalance: number | undefined;
  constructor(problem: z.infer<typeof problemWithBalanceSchema>) {
    super(problem);
    this.name = 'AnalysisRunError';
    this.currentBalance = problem.currentBalance;
  }
}

export function toRunError(status: number, body: unknown): AnalysisRunError {
  const parsed = problemWithBalanceSchema.safeParse(body);
  if (parsed.success) return new AnalysisRunError(parsed.data);
  return new AnalysisRunError({
    status,
    code: 'HTTP_ERROR',
    title: 'Request failed',
    detail: 'Something went wrong on our side. Please try again.',
  });
}

export const runNetworkError = () =>
  new AnalysisRunError({
    status: 0,
    code: 'NETWORK_ERROR',
    title: 'Network error',
    detail: NETWORK_ERROR_DETAIL,
  });

export const runStreamErrors = { toError: toRunError, networkError: runNetworkError };

export const invalidRunResponse = () =>
  new AnalysisRunError({
    status: 200,
    code: 'INVALID_RESPONSE',
    title: 'Invalid server response',
    detail: 'Invalid server response',
  });

export const runStreamEnded = () =>
  new AnalysisRunError({
    status: 0,
    code: 'STREAM_ENDED',
    title: 'Connection lost',
    detail: 'The connection closed before the analysis finished. Check your history before trying again.',
  });
