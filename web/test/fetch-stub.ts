// A stubbed global fetch for jsdom unit tests of UI state (the real flows are covered by Playwright).
import { vi } from 'vitest';
import type { AuthState } from '@web/entities/session/use-auth';

export type Route = {
  method?: string;
  path: string | RegExp;
  status?: number;
  body?: unknown;
  delayMs?: number;
  networkError?: boolean;
};

export function jsonResponse(status: number, body: unknown): Response {
  const isProblem = status >= 400;
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': isProblem ? 'application/problem+json' : 'application/json' },
  });
}

export function problem(status: number, detail: string, code = 'ERROR') {
  return { status, title: 'Error', detail, code, requestId: 'test' };
}

/** Answers requests from the route list (first match wins); unmatched requests fail the test loudly. */
export function stubFetch(routes: Route[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET') === method &&
        (typeof candidate.path === 'string'
          ? candidate.path === path.split('?')[0]
          : candidate.path.test(path)),
    );
    if (!route) throw new Error(`Unexpected request ${method} ${path}`);
    if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    if (route.networkError) throw new TypeError('Failed to fetch');
    return jsonResponse(route.status ?? 200, route.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export const sampleUser = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  emailVerified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
export const sampleSession = {
  session: { id: 's1', userId: 'u1', expiresAt: '2026-12-01T00:00:00.000Z' },
  user: sampleUser,
};
export const sampleMe = {
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', createdAt: '2026-01-01T00:00:00.000Z' },
  profile: {
    id: 'u1',
    full_name: 'Ada Lovelace',
    company: null,
    job_title: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  isAdmin: false,
  subscription: null,
};

/** An AuthContext value for components that only read the session. */
export function fakeAuth(overrides: Partial<AuthState> = {}): AuthState {
  return {
    session: null,
    user: null,
    profile: null,
    isAdmin: false,
    subscription: null,
    loading: false,
    refreshing: false,
    error: null,
    signOut: async () => undefined,
    refreshProfile: async () => undefined,
    refreshSession: async () => undefined,
    ...overrides,
  };
}
