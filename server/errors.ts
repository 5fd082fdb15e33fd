// Typed errors that services throw; the error handler maps them to application/problem+json.
import type { ErrorCode } from '../contracts/error-codes';

export type InvalidParam = { name: string; reason: string };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly code: ErrorCode,
    detail?: string,
    readonly invalidParams?: InvalidParam[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail ?? title);
  }
}

export const badRequest = (detail: string, invalidParams?: InvalidParam[]) =>
  new HttpError(400, 'Bad Request', 'VALIDATION_FAILED', detail, invalidParams);
export const unauthorized = (detail = 'Not authenticated') =>
  new HttpError(401, 'Unauthorized', 'NOT_AUTHENTICATED', detail);
export const forbidden = (detail = 'You do not have access to this resource.') =>
  new HttpError(403, 'Forbidden', 'FORBIDDEN', detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, 'Not Found', 'NOT_FOUND', detail);
export const conflict = (detail: string, code: ErrorCode = 'CONFLICT') =>
  new HttpError(409, 'Conflict', code, detail);

/** PostgreSQL's class 22 (data exception): input the database refuses, which is the client's, not a server fault. */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A record that could not be read or written, said in the spec's words ('Failed to fetch feedback: {message}',
 * 'Failed to update feedback: {message}'); the error handler logs the cause.
 */
export class RecordStoreError extends HttpError {
  constructor(
    action: 'fetch' | 'update',
    override readonly cause: unknown,
  ) {
    // A query builder's error wraps the database's in `cause` and names the SQL; the user gets the database's words.
    let root: unknown = cause;
    while (root instanceof Error && root.cause instanceof Error) root = root.cause;
    const message = root instanceof Error ? root.message.split('\n')[0] : String(root);
    super(500, 'Internal Server Error', 'INTERNAL_ERROR', `Failed to ${action} feedback: ${message}`);
  }
}

/** Runs a read or write of a feedback record, naming a database failure as RecordStoreError; typed errors pass. */
export async function asRecordStoreError<T>(action: 'fetch' | 'update', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError || isDataException(error)) throw error;
    throw new RecordStoreError(action, error);
  }
}

/**
 * An error as it may be logged: a failed query keeps its SQL, the database's error code and where it failed, but
 * not its parameters or the database's message, which carry user content (names, answers, emails).
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const query = (error as { query?: unknown }).query;
  if (typeof query !== 'string') return error;
  const cause = (error as { cause?: Record<string, unknown> }).cause;
  return {
    type: error.name,
    message: 'Failed query',
    query,
    ...(cause
      ? { code: cause.code, table: cause.table, column: cause.column, constraint: cause.constraint }
      : {}),
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}
