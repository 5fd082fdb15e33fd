// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '@web/entities/session/use-auth';
import { SessionExpectedContext } from '@web/entities/session/session-expected';
import { fakeAuth, sampleUser } from '@web/test/fetch-stub';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

function setup(auth: AuthState, gate: 'auth' | 'admin', start = '/profile?tab=1', sessionExpected = false) {
  const Gate = gate === 'auth' ? RequireAuth : RequireAdmin;
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
      {
        path: '/profile',
        element: (
          <Gate>
            <p>Secret page</p>
          </Gate>
        ),
      },
      {
        path: '/admin/content',
        element: (
          <Gate>
            <p>Admin page</p>
          </Gate>
        ),
      },
    ],
    { initialEntries: ['/', start], initialIndex: 1 },
  );
  const tree = (value: AuthState) => (
    <SessionExpectedContext.Provider value={sessionExpected}>
      <AuthContext.Provider value={value}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </SessionExpectedContext.Provider>
  );
  const result = render(tree(auth));
  return { router, setAuth: (value: AuthState) => result.rerender(tree(value)) };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('auth gate', () => {
  it("shows 'Verifying authentication...' only after 450 ms of loading", async () => {
    vi.useFakeTimers();
    setup(fakeAuth({ loading: true }), 'auth');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(449);
    });
    expect(screen.queryByText('Verifying authentication...')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Verifying authentication...')).toBeTruthy();
  });

  it('sends signed-out users to /login, replacing the entry and remembering the origin', async () => {
    const { router, setAuth } = setup(fakeAuth({ loading: true }), 'auth');
    setAuth(fakeAuth({ loading: false }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: '/profile?tab=1' });
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the page while the session loads when the server rendered it for a signed-in visitor, then gates as usual', async () => {
    const { router, setAuth } = setup(fakeAuth({ loading: true }), 'auth', '/profile', true);
    expect(await screen.findByText('Secret page')).toBeTruthy();
    setAuth(fakeAuth({ loading: false }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to signed-in users', async () => {
    setup(fakeAuth({ user: sampleUser }), 'auth');
    expect(await screen.findByText('Secret page')).toBeTruthy();
  });
});

describe('admin gate', () => {
  it("says 'Checking admin privileges...' while checking", () => {
    setup(fakeAuth({ loading: true }), 'admin', '/admin/content');
    expect(screen.getByText('Checking admin privileges...')).toBeTruthy();
  });

  it('sends signed-out users to /login remembering the origin', async () => {
    const { router } = setup(fakeAuth(), 'admin', '/admin/content');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/admin/content' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends signed-in non-admins to /', async () => {
    const { router } = setup(fakeAuth({ user: sampleUser, isAdmin: false }), 'admin', '/admin/content');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to admins', async () => {
    setup(fakeAuth({ user: sampleUser, isAdmin: true }), 'admin', '/admin/content');
    expect(await screen.findByText('Admin page')).toBeTruthy();
  });
});
