// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type AuthState } from './use-auth';
import { jsonResponse, problem, sampleMe, sampleSession, stubFetch } from '@web/test/fetch-stub';
import { AuthProvider } from './auth-provider';

let latest: AuthState;
function Probe() {
  latest = useAuth();
  return (
    <div>
      <span data-testid="loading">{String(latest.loading)}</span>
      <span data-testid="user">{latest.user?.email ?? 'none'}</span>
      <span data-testid="profile">{latest.profile?.full_name ?? 'none'}</span>
      <span data-testid="admin">{String(latest.isAdmin)}</span>
      <span data-testid="error">{latest.error ?? ''}</span>
    </div>
  );
}

function renderProvider() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}
const text = (id: string) => screen.getByTestId(id).textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AuthProvider', () => {
  it('throws the exact message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('loads the session, then profile, role and subscription, then stops loading', async () => {
    stubFetch([
      { path: '/api/auth/get-session', body: sampleSession },
      { path: '/api/me', body: { ...sampleMe, isAdmin: true } },
    ]);
    renderProvider();
    expect(text('loading')).toBe('true');
    await waitFor(() => expect(text('loading')).toBe('false'));
    expect(text('user')).toBe('ada@example.com');
    expect(text('profile')).toBe('Ada Lovelace');
    expect(text('admin')).toBe('true');
  });

  it('is signed out when there is no session', async () => {
    const { calls } = stubFetch([{ path: '/api/auth/get-session', body: null }]);
    renderProvider();
    await waitFor(() => expect(text('loading')).toBe('false'));
    expect(text('user')).toBe('none');
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/get-session']);
  });

  it('treats a 401 from /api/me as signed out', async () => {
    stubFetch([
      { path: '/api/auth/get-session', body: sampleSession },
      { path: '/api/me', status: 401, body: problem(401, 'Not authenticated', 'NOT_AUTHENTICATED') },
    ]);
    renderProvider();
    await waitFor(() => expect(text('loading')).toBe('false'));
    expect(text('user')).toBe('none');
  });

  it('on a profile load failure stores its message and clears profile and admin flag', async () => {
    stubFetch([
      { path: '/api/auth/get-session', body: sampleSession },
      { path: '/api/me', status: 500, body: problem(500, 'Profile store unavailable') },
    ]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProvider();
    await waitFor(() => expect(text('loading')).toBe('false'));
    expect(text('error')).toBe('Profile store unavailable');
    expect(text('profile')).toBe('none');
    expect(text('admin')).toBe('false');
    expect(logged).toHaveBeenCalledWith('Error fetching user data:', 'Profile store unavailable');
  });

  it('runs one profile fetch at a time', async () => {
    const { calls } = stubFetch([
      { path: '/api/auth/get-session', body: sampleSession },
      { path: '/api/me', body: sampleMe, delayMs: 20 },
    ]);
    renderProvider();
    await waitFor(() => expect(text('loading')).toBe('false'));
    await act(async () => {
      await Promise.all([latest.refreshProfile(), latest.refreshProfile(), latest.refreshProfile()]);
    });
    expect(calls.filter((call) => call.path === '/api/me')).toHaveLength(2);
  });

  it('a same-user session refresh only updates the user object', async () => {
    const { fetchMock, calls } = stubFetch([
      { path: '/api/auth/get-session', body: sampleSession },
      { path: '/api/me', body: sampleMe },
    ]);
    renderProvider();
    await waitFor(() => expect(text('loading')).toBe('false'));
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(200, { ...sampleSession, user: { ...sampleSession.user, email: 'ada@new.example' } }),
    );
    await act(async () => {
      await latest.refreshSession();
    });
    await waitFor(() => expect(text('user')).toBe('ada@new.example'));
    expect(latest.refreshing).toBe(false);
    expect(calls.filter((call) => call.path === '/api/me')).toHaveLength(1);
  });

  it('a new user id sets refreshing, stores the user and reloads profile data', async () => {
    const { fetchMock } = stubFetch([{ path: '/api/auth/get-session', body: null }]);
    renderProvider();
    await waitFor(() => expect(text('loading')).toBe('false'));
    let releaseMe: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(async () => jsonResponse(200, sampleSession));
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (releaseMe = resolve)));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = latest.refreshSession();
    });
    await waitFor(() => expect(latest.refreshing).toBe(true));
    expect(text('user')).toBe('ada@example.com');
    await act(async () => {
      releaseMe(jsonResponse(200, sampleMe));
      await done;
    });
    await waitFor(() => expect(latest.refreshing).toBe(false));
    expect(text('profile')).toBe('Ada Lovelace');
  });

  it('sign-out clears user, profile, admin flag and subscription', async () => {
    stubFetch([
      { path: '/api/auth/get-session', body: sampleSession },
      {
        path: '/api/me',
        body: {
          ...sampleMe,
          isAdmin: true,
          subscription: {
            status: 'active',
            current_period_end: null,
            product_id: null,
            product_name: 'Pro',
            stripe_subscription_id: null,
          },
        },
      },
      { method: 'POST', path: '/api/auth/sign-out', body: { success: true } },
    ]);
    renderProvider();
    await waitFor(() => expect(text('admin')).toBe('true'));
    await act(async () => {
      await latest.signOut();
    });
    await waitFor(() => expect(text('user')).toBe('none'));
    expect(text('profile')).toBe('none');
    expect(text('admin')).toBe('false');
    expect(latest.subscription).toBeNull();
    expect(latest.session).toBeNull();
  });

  it('sign-out failure rejects and keeps the session', async () => {
    stubFetch([
      { path: '/api/auth/get-session', body: sampleSession },
      { path: '/api/me', body: sampleMe },
      { method: 'POST', path: '/api/auth/sign-out', status: 500, body: problem(500, 'boom') },
    ]);
    renderProvider();
    await waitFor(() => expect(text('user')).toBe('ada@example.com'));
    await act(async () => {
      await expect(latest.signOut()).rejects.toThrow('boom');
    });
    expect(text('user')).toBe('ada@example.com');
  });
});
