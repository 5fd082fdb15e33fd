// Typed errors that services throw; the error handler maps them to application/problem+json.
import { problemOf, type ErrorCode } from '@contracts/error-codes';

export type InvalidParam = { name: string; reason: string };

/** What a problem carries beside its code and detail: the fields at fault, or members of its own (a balance). */
export type ProblemExtras = { invalidParams?: InvalidParam[]; extra?: Record<string, unknown> };

/** A problem to answer: its status and title come from the code's entry in contracts/error-codes.ts. */
export class HttpError extends Error {
  readonly status: number;
  readonly title: string;
  readonly invalidParams?: InvalidParam[];
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    detail: string,
    { invalidParams, extra }: ProblemExtras = {},
  ) {
    super(detail);
    const { status, title } = problemOf(code);
    this.status = status;
    this.title = title;
    this.invalidParams = invalidParams;
    this.extra = extra;
  }
}

export const httpError = (code: ErrorCode, detail: string, extras?: ProblemExtras) =>
  new HttpError(code, detail, extras);

export const badRequest = (detail: string, invalidParams?: InvalidParam[]) =>
  httpError('VALIDATION_FAILED', detail, { invalidParams });
export const unauthorized = (detail = 'Not authenticated') => httpError('NOT_AUTHENTICATED', detail);
export const forbidden = (detail = 'You do not have access to this resource.') =>
  httpError('FORBIDDEN', detail);
export const notFound = (detail = 'Not found.') => httpError('NOT_FOUND', detail);
export const conflict = (detail: string) => httpError('CONFLICT', detail);

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
    super('INTERNAL_ERROR', `Failed to ${action} feedback: ${message}`);
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
