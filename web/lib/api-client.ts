// The one way the web app talks to the server: one request function, one error type, one error path.
import type { z } from 'zod';
import { problemSchema } from '../../contracts/problem';

export type InvalidParam = { name: string; reason: string };

/** Every failed call ends here: a server problem+json, a malformed answer, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  readonly invalidParams: InvalidParam[];
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail?: string;
    invalidParams?: InvalidParam[];
    requestId?: string;
  }) {
    const detail = init.detail ?? init.title;
    super(detail);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = detail;
    this.invalidParams = init.invalidParams ?? [];
    this.requestId = init.requestId;
  }
}

export const NETWORK_ERROR_DETAIL = 'Could not reach the server. Check your connection and try again.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message fit to show a user for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.detail || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON, or a FormData sent as multipart/form-data. */
  body?: unknown;
  /** Validates the successful answer; a mismatch becomes an ApiError with code INVALID_RESPONSE. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toProblemError(status: number, statusText: string, text: string): ApiError {
  const parsed = problemSchema.safeParse(parseJson(text));
  if (parsed.success) {
    const problem = parsed.data;
    return new ApiError({
      status: problem.status || status,
      code: problem.code,
      title: problem.title,
      detail: problem.detail,
      invalidParams: problem.invalidParams,
      requestId: problem.requestId,
    });
  }
  return new ApiError({
    status,
    code: 'HTTP_ERROR',
    title: statusText || 'Request failed',
    detail:
      status >= 500
        ? 'Something went wrong on our side. Please try again.'
        : `The request failed (${status}).`,
  });
}

type SendOptions = Pick<RequestOptions<unknown>, 'method' | 'body' | 'signal'>;

let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * Server rendering (web/entry-server.tsx) has no page origin to resolve '/api/...' against: it answers the
 * app's own API in-process instead. The browser never calls this.
 */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** One round trip: the response and its text; a network failure becomes an ApiError with status 0. */
async function send(
  path: string,
  { method = 'GET', body, signal }: SendOptions,
): Promise<{ response: Response; text: string }> {
  let response: Response;
  try {
    response = await transport(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json, application/problem+json',
        // A form (a file upload) sets its own multipart content type and boundary.
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      title: 'Network error',
      detail: NETWORK_ERROR_DETAIL,
    });
  }
  try {
    return { response, text: await response.text() };
  } catch {
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      title: 'Network error',
      detail: NETWORK_ERROR_DETAIL,
    });
  }
}

/** Sends a same-origin request with the session cookie and returns the parsed, validated answer. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { schema } = options;
  const { response, text } = await send(path, options);
  if (!response.ok) throw toProblemError(response.status, response.statusText, text);
  const data = text === '' ? null : parseJson(text);
  if (!schema) return data as T;
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      title: 'Invalid server response',
      detail: 'Invalid server response',
    });
  }
  return result.data;
}

export type RawAnswer = {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or undefined when it is not JSON. */ body: unknown;
};

/**
 * For calls whose failure answers carry fields the caller reads (the consume call's problem+json also holds
 * {success, error, errorCode, currentBalance}): the status and parsed body, whether ok or not. Network failures still throw.
 */
export async function apiRequestRaw(path: string, options: SendOptions = {}): Promise<RawAnswer> {
  const { response, text } = await send(path, options);
  return { ok: response.ok, status: response.status, body: parseJson(text) };
}
