// The one way the web app talks to the server: one request function, one error type, one error path.
import { z } from 'zod';
import { problemSchema } from '@contracts/problem';
import { activeWorkspaceHeader } from './storage';

export type InvalidParam = { name: string; reason: string };

/** Every failed call ends here: a server problem+json, a malformed answer, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  readonly invalidParams: InvalidParam[];
  readonly requestId: string | undefined;
  /** The balance a refused charge (402) reports. */
  readonly currentBalance: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail?: string;
    invalidParams?: InvalidParam[];
    requestId?: string;
    currentBalance?: number;
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
    this.currentBalance = init.currentBalance;
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

const problemAnswerSchema = problemSchema.extend({ currentBalance: z.number().optional() });

/**
 * The one place a failed answer becomes an ApiError, for fetch, upload and event-stream calls alike: its
 * problem+json when it is one, otherwise what its status says.
 */
export function problemError(status: number, body: unknown, statusText = ''): ApiError {
  const parsed = problemAnswerSchema.safeParse(body);
  if (parsed.success) return new ApiError({ ...parsed.data, status: parsed.data.status || status });
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

/** An answer of a shape the app does not know. */
export const invalidResponse = (status: number) =>
  new ApiError({
    status,
    code: 'INVALID_RESPONSE',
    title: 'Invalid server response',
    detail: 'Invalid server response',
  });

/** A call that never got an answer (status 0). */
export const networkError = () =>
  new ApiError({ status: 0, code: 'NETWORK_ERROR', title: 'Network error', detail: NETWORK_ERROR_DETAIL });

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
        ...activeWorkspaceHeader(),
        // A form (a file upload) sets its own multipart content type and boundary.
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  try {
    return { response, text: await response.text() };
  } catch {
    throw networkError();
  }
}

/** Sends a same-origin request with the session cookie and returns the parsed, validated answer. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { schema } = options;
  const { response, text } = await send(path, options);
  if (!response.ok) throw problemError(response.status, parseJson(text), response.statusText);
  const data = text === '' ? null : parseJson(text);
  if (!schema) return data as T;
  const result = schema.safeParse(data);
  if (!result.success) {
    throw invalidResponse(response.status);
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
