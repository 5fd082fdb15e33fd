// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { problem, stubFetch } from '@web/test/fetch-stub';
import { ApiError, apiRequest, errorMessage, NETWORK_ERROR_DETAIL } from './api-client';

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
