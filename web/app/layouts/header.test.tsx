// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '@web/entities/session/use-auth';
import { TokenContext, type TokenState } from '@web/entities/credits/use-tokens';
import { WorkspaceContext, type WorkspaceState } from '@web/entities/workspaces/use-workspace';
import { fakeAuth, sampleUser } from '@web/test/fetch-stub';
import { fallbackSiteConfig, siteConfigQueryOptions } from '@web/entities/site/get-site-config';
import { SiteLayout } from './site-layout';

const workspaceState: WorkspaceState = {
  workspaces: [],
  activeWorkspace: null,
  activeRole: null,
  loading: false,
  error: null,
  switchWorkspace: () => false,
  refreshWorkspace: async () => undefined,
};

const tokenState: TokenState = {
  tokens: 12,
  subscription: null,
  loading: false,
  error: null,
  lastUpdated: 0,
  isUnlimited: false,
  isVisible: true,
  consumeTokens: async () => ({ success: false }),
  hasEnoughTokens: () => true,
  refreshTokens: async () => undefined,
};

function setup(auth: AuthState, start = '/profile', tokens: Partial<TokenState> = {}) {
  const client = new QueryClient();
  client.setQueryData(siteConfigQueryOptions.queryKey, fallbackSiteConfig);
  const router = createMemoryRouter(
    [
      { path: '/', element: <SiteLayout /> },
      { path: '/profile', element: <SiteLayout /> },
    ],
    { initialEntries: ['/somewhere', start], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <WorkspaceContext.Provider value={workspaceState}>
          <TokenContext.Provider value={{ ...tokenState, ...tokens }}>
            <RouterProvider router={router} />
          </TokenContext.Provider>
        </WorkspaceContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function signOutFromMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  const menu = await screen.findByRole('menu');
  await act(async () => {
    fireEvent.click(within(menu).getByText('Sign Out'));
  });
}

// The site layout renders the header as it does on every page; its footer repeats some links.
const header = () => within(screen.getByTestId('site-header'));

describe('header', () => {
  it('shows Sign In and Sign Up and Pricing to signed-out visitors, not the signed-in links', () => {
    setup(fakeAuth());
    expect(header().getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
    expect(header().getAllByRole('link', { name: 'Sign Up' }).length).toBeGreaterThan(0);
    expect(header().getByRole('link', { name: 'Pricing' })).toBeTruthy();
    expect(header().queryByRole('link', { name: 'Digital Twins' })).toBeNull();
    expect(header().getByRole('link', { name: 'Twinsight home' }).getAttribute('href')).toBe('/');
  });

  it('shows Digital Twins and User Guide but not Pricing when signed in; the logo goes to the Research Lab', () => {
    setup(fakeAuth({ user: sampleUser }));
    expect(header().getByRole('link', { name: 'Digital Twins' }).getAttribute('href')).toBe('/personas');
    expect(header().getByRole('link', { name: 'User Guide' }).getAttribute('href')).toBe('/guide');
    expect(header().queryByRole('link', { name: 'Pricing' })).toBeNull();
    expect(header().getByRole('link', { name: 'Twinsight home' }).getAttribute('href')).toBe('/research-lab');
  });

  it('shows the balance chip to signed-in users only, linking to the billing section', async () => {
    // The balance and the user menu load on demand (signed-in visitors only).
    setup(fakeAuth({ user: sampleUser }));
    const chip = await screen.findByTestId('header-credit-balance');
    expect(chip.textContent).toBe('12 credits');
    expect(chip.getAttribute('href')).toBe('/profile#billing');
    cleanup();
    setup(fakeAuth({ user: sampleUser }), '/profile', { tokens: 1 });
    expect((await screen.findByTestId('header-credit-balance')).textContent).toBe('1 credit');
    cleanup();
    setup(fakeAuth({ user: sampleUser }), '/profile', { tokens: 0, isUnlimited: true });
    expect((await screen.findByTestId('header-credit-balance')).textContent).toBe('Unlimited');
    cleanup();
    setup(fakeAuth());
    expect(screen.queryByTestId('header-credit-balance')).toBeNull();
  });

  it('signs out and goes to / replacing the entry', async () => {
    const signOut = vi.fn<AuthState['signOut']>(async (options) => {
      await options?.beforeClear?.();
    });
    const router = setup(fakeAuth({ user: sampleUser, signOut }));
    await signOutFromMenu();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("alerts 'Failed to sign out. Please try again.' when sign-out fails", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const router = setup(
      fakeAuth({ user: sampleUser, signOut: vi.fn(async () => Promise.reject(new Error('nope'))) }),
    );
    await signOutFromMenu();
    expect(alert).toHaveBeenCalledWith('Failed to sign out. Please try again.');
    expect(router.state.location.pathname).toBe('/profile');
  });
});
