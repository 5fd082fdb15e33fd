// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { problem, stubFetch } from '@web/test/fetch-stub';
import {
  api,
  ApiError,
  apiPath,
  apiRequest,
  errorMessage,
  NETWORK_ERROR_DETAIL,
  validated,
} from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('returns the validated body of a successful answer', async () => {
    stubFetch([{ path: '/api/x', body: { a: 1 } }]);
    await expect(apiRequest('/api/x', { schema: z.object({ a: z.number() }) })).resolves.toEqual({ a: 1 });
  });

  it('turns problem+json into an ApiError with status, code, detail and invalidParams', async () => {
    stubFetch([
      {
        method: 'POST',
        path: '/api/x',
        status: 400,
        body: {
          ...problem(
            400,
            'This password is too common. Choose one that is harder to guess.',
            'PASSWORD_TOO_COMMON',
          ),
          invalidParams: [{ name: 'password', reason: 'too common' }],
        },
      },
    ]);
    const error = await apiRequest('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('PASSWORD_TOO_COMMON');
    expect(apiError.detail).toBe('This password is too common. Choose one that is harder to guess.');
    expect(apiError.message).toBe(apiError.detail);
    expect(apiError.invalidParams).toEqual([{ name: 'password', reason: 'too common' }]);
  });

  it('maps a network failure to status 0', async () => {
    stubFetch([{ path: '/api/x', networkError: true }]);
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(errorMessage(error)).toBe(NETWORK_ERROR_DETAIL);
  });

  it('reports an answer that does not match its schema', async () => {
    stubFetch([{ path: '/api/x', body: { a: 'nope' } }]);
    const error = (await apiRequest('/api/x', { schema: z.object({ a: z.number() }) }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.detail).toBe('Invalid server response');
  });

  it('survives an error body that is not problem+json', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.detail).toMatch(/try again/);
  });
});

describe('the typed client', () => {
  afterEach(() => window.localStorage.clear());

  it('sends the contract path with its encoded parameters, the session cookie and the active workspace', async () => {
    window.localStorage.setItem('activeWorkspaceId', 'w1');
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ a: 1 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const schema = z.object({ a: z.number() });
    await expect(
      validated(api.GET('/api/feedback/{id}', { params: { path: { id: 'a/b c' } } }), schema),
    ).resolves.toEqual({ a: 1 });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/feedback/a%2Fb%20c');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(init?.headers).toMatchObject({ 'x-workspace-id': 'w1' });
  });

  it('sends a JSON body and the query', async () => {
    const { calls } = stubFetch([
      { method: 'POST', path: '/api/feedback/r1/follow-ups', body: {} },
      { path: '/api/tokens/ledger', body: {} },
    ]);
    await api.POST('/api/feedback/{id}/follow-ups', {
      params: { path: { id: 'r1' } },
      body: { personaId: 'p1', question: 'Why?' },
    });
    await api.GET('/api/tokens/ledger', { params: { query: { limit: 20, before: 7 } } });
    expect(calls).toEqual([
      { method: 'POST', path: '/api/feedback/r1/follow-ups', body: { personaId: 'p1', question: 'Why?' } },
      { method: 'GET', path: '/api/tokens/ledger?limit=20&before=7', body: undefined },
    ]);
  });

  it('turns a failed answer into the same ApiError as apiRequest', async () => {
    stubFetch([
      {
        path: '/api/me',
        status: 402,
        body: { ...problem(402, 'No credits', 'NO_CREDITS'), currentBalance: 3 },
      },
    ]);
    const error = (await api.GET('/api/me').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, code: 'NO_CREDITS', detail: 'No credits', currentBalance: 3 });
  });

  it('maps a network failure to status 0 and an answer of the wrong shape to INVALID_RESPONSE', async () => {
    stubFetch([{ path: '/api/me', networkError: true }]);
    expect(await api.GET('/api/me').catch((e: unknown) => e)).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
    stubFetch([{ path: '/api/me', body: { a: 'nope' } }]);
    const error = await validated(api.GET('/api/me'), z.object({ a: z.number() })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('fills a URL from its contract path, each parameter encoded', () => {
    expect(apiPath('/api/comparisons/{id}/images/{variant}', { id: 'a b', variant: 2 })).toBe(
      '/api/comparisons/a%20b/images/2',
    );
    expect(apiPath('/api/admin/uploads')).toBe('/api/admin/uploads');
  });

  it('passes an abort through as an abort', async () => {
    stubFetch([{ path: '/api/me', body: {}, delayMs: 50 }]);
    const controller = new AbortController();
    vi.mocked(fetch).mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const call = api.GET('/api/me', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
