// The one way the web app talks to the server: one typed client over the contracts' OpenAPI paths (one round trip
// under it, shared with the upload and raw calls), one error type, one error path.
import createClient from 'openapi-fetch';
import { z } from 'zod';
import { problemSchema } from '@contracts/problem';
import type { paths } from '@twinsight/sdk';
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

type SendOptions = {
  method?: string;
  /** Already encoded: JSON text, or a FormData sent as multipart/form-data. */
  body?: string | FormData;
  signal?: AbortSignal;
};

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
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      body,
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

const encodeBody = (body: unknown) =>
  body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined;

/**
 * openapi-fetch builds each call's Request from its typed path; this hands the Request's path, method and body to
 * `send`, so a typed call travels as every other call does, and a failed answer becomes an ApiError here.
 */
async function sendTyped(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body === null ? undefined : await request.text();
  const { response, text } = await send(`${url.pathname}${url.search}`, {
    method: request.method,
    body,
    signal: request.signal,
  });
  if (!response.ok) throw problemError(response.status, parseJson(text), response.statusText);
  if (text !== '' && parseJson(text) === undefined) throw invalidResponse(response.status);
  return new Response(text === '' ? null : text, {
    status: response.status,
    statusText: response.statusText,
  });
}

/**
 * The typed client: a call names its route by the contract's path ('/api/feedback/{id}') and gets its parameters
 * and body types from sdk/src/schema.ts, generated from the contracts' OpenAPI document. Every failure throws an
 * ApiError; `validated` checks a successful answer against the contract's zod schema.
 */
export const api = createClient<paths>({
  // Only the path and query of a Request's URL are sent (same-origin, through `send`); openapi-fetch needs an
  // absolute URL to build the Request, and a reserved .invalid origin can never be reached by mistake.
  baseUrl: 'http://same-origin.invalid',
  fetch: sendTyped,
});

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * A route's URL for what does not go through `api` (an image's src, a download link, an upload, an event stream): its
 * contract path with the parameters filled in and encoded. A path without parameters keeps its literal type.
 */
export function apiPath<P extends keyof paths>(
  path: P,
  ...[params]: [PathParamNames<P>] extends [never] ? [] : [Record<PathParamNames<P>, string | number>]
): [PathParamNames<P>] extends [never] ? P : string {
  const values = (params ?? {}) as Record<string, string | number>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name]))) as never;
}

/** The answer of a typed call, checked with its schema; a mismatch becomes an ApiError with code INVALID_RESPONSE. */
export async function validated<T>(
  call: Promise<{ data?: unknown; response: Response }>,
  schema: z.ZodType<T>,
): Promise<T> {
  const { data, response } = await call;
  const result = schema.safeParse(data === undefined ? null : data);
  if (!result.success) throw invalidResponse(response.status);
  return result.data;
}

/** Sends a same-origin request with the session cookie and returns the parsed, validated answer. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { schema, method, body, signal } = options;
  const { response, text } = await send(path, { method, body: encodeBody(body), signal });
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
export async function apiRequestRaw(
  path: string,
  { body, ...options }: Pick<RequestOptions<unknown>, 'method' | 'body' | 'signal'> = {},
): Promise<RawAnswer> {
  const { response, text } = await send(path, { ...options, body: encodeBody(body) });
  return { ok: response.ok, status: response.status, body: parseJson(text) };
}
