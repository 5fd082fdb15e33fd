// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workspace } from '@contracts/workspaces';
import { AuthContext, type AuthState } from '@web/entities/session/use-auth';
import { canRunIn, useWorkspace, type WorkspaceState } from './use-workspace';
import { activeWorkspaceHeader } from '@web/lib/storage';
import { fakeAuth, problem, sampleUser, stubFetch } from '@web/test/fetch-stub';
import { chooseActiveWorkspace, WorkspaceProvider } from './workspace-provider';

const ws = (id: string, type = 'TEAM', name = `Workspace ${id}`): Workspace => ({
  id,
  name,
  workspace_type: type,
  owner_id: 'u1',
  created_at: '2026-01-01T00:00:00.000Z',
});
const team = ws('11111111-1111-4111-8111-111111111111', 'TEAM', 'Team');
const personal = ws('22222222-2222-4222-8222-222222222222', 'PERSONAL', 'Personal');
const other = ws('33333333-3333-4333-8333-333333333333', 'TEAM', 'Other');
const memberships = (list: Workspace[]) =>
  list.map((workspace) => ({ user_id: 'u1', role: 'owner', workspaces: workspace }));

let latest: WorkspaceState;
function Probe() {
  latest = useWorkspace();
  return (
    <div>
      <span data-testid="active">{latest.activeWorkspace?.name ?? 'none'}</span>
      <span data-testid="count">{latest.workspaces.length}</span>
      <span data-testid="loading">{String(latest.loading)}</span>
      <span data-testid="error">{latest.error ?? ''}</span>
    </div>
  );
}

function renderWithAuth(auth: AuthState) {
  const client = new QueryClient();
  const tree = (value: AuthState) => (
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={value}>
        <WorkspaceProvider>
          <Probe />
        </WorkspaceProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const result = render(tree(auth));
  return { ...result, setAuth: (value: AuthState) => result.rerender(tree(value)) };
}

const signedIn = fakeAuth({ user: sampleUser });
const text = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('chooseActiveWorkspace', () => {
  it('prefers the saved one, then PERSONAL, then the first; none for an empty list', () => {
    expect(chooseActiveWorkspace([team, personal, other], other.id)).toBe(other);
    expect(chooseActiveWorkspace([team, personal], 'not-mine')).toBe(personal);
    expect(chooseActiveWorkspace([team, personal], null)).toBe(personal);
    expect(chooseActiveWorkspace([team, other], null)).toBe(team);
    expect(chooseActiveWorkspace([], 'anything')).toBeNull();
  });
});

describe('WorkspaceProvider', () => {
  it('throws the exact message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useWorkspace())).toThrow(
      'useWorkspace must be used within a WorkspaceProvider',
    );
  });

  it('activates the saved workspace and keeps its id saved', async () => {
    localStorage.setItem('activeWorkspaceId', other.id);
    stubFetch([{ path: '/api/workspaces', body: memberships([team, personal, other]) }]);
    renderWithAuth(signedIn);
    await waitFor(() => expect(text('active')).toBe('Other'));
    expect(localStorage.getItem('activeWorkspaceId')).toBe(other.id);
    expect(text('loading')).toBe('false');
  });

  it('falls back to PERSONAL when nothing valid is saved, and saves that choice', async () => {
    localStorage.setItem('activeWorkspaceId', 'someone-elses');
    stubFetch([{ path: '/api/workspaces', body: memberships([team, personal]) }]);
    renderWithAuth(signedIn);
    await waitFor(() => expect(text('active')).toBe('Personal'));
    expect(localStorage.getItem('activeWorkspaceId')).toBe(personal.id);
  });

  it('falls back to the first workspace when there is no PERSONAL one', async () => {
    stubFetch([{ path: '/api/workspaces', body: memberships([team, other]) }]);
    renderWithAuth(signedIn);
    await waitFor(() => expect(text('active')).toBe('Team'));
  });

  it('has no active workspace for an empty list and removes the saved id', async () => {
    localStorage.setItem('activeWorkspaceId', team.id);
    stubFetch([{ path: '/api/workspaces', body: [] }]);
    renderWithAuth(signedIn);
    await waitFor(() => expect(text('loading')).toBe('false'));
    expect(text('active')).toBe('none');
    expect(localStorage.getItem('activeWorkspaceId')).toBeNull();
  });

  it('stays loading while auth is loading, and fetches once per user', async () => {
    const { calls } = stubFetch([{ path: '/api/workspaces', body: memberships([personal]) }]);
    const { setAuth } = renderWithAuth(fakeAuth({ loading: true }));
    expect(text('loading')).toBe('true');
    expect(calls).toHaveLength(0);
    setAuth(signedIn);
    await waitFor(() => expect(text('active')).toBe('Personal'));
    setAuth(fakeAuth({ user: { ...sampleUser, name: 'Ada L.' } }));
    await waitFor(() => expect(text('loading')).toBe('false'));
    expect(calls.filter((call) => call.path === '/api/workspaces')).toHaveLength(1);
  });

  it('switches within the list and saves the choice; refuses and logs anything else', async () => {
    stubFetch([{ path: '/api/workspaces', body: memberships([team, personal]) }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithAuth(signedIn);
    await waitFor(() => expect(text('active')).toBe('Personal'));

    act(() => {
      expect(latest.switchWorkspace(team.id)).toBe(true);
    });
    expect(text('active')).toBe('Team');
    expect(localStorage.getItem('activeWorkspaceId')).toBe(team.id);

    act(() => {
      expect(latest.switchWorkspace(other.id)).toBe(false);
    });
    expect(warn).toHaveBeenCalledWith('Attempted to switch to a workspace the user does not have access to');
    expect(text('active')).toBe('Team');
    expect(localStorage.getItem('activeWorkspaceId')).toBe(team.id);
  });

  it('clears the list, the active workspace and the saved id on sign-out, and fetches again for the next user', async () => {
    const { calls } = stubFetch([{ path: '/api/workspaces', body: memberships([personal]) }]);
    const { setAuth } = renderWithAuth(signedIn);
    await waitFor(() => expect(text('active')).toBe('Personal'));
    setAuth(fakeAuth({ user: null }));
    await waitFor(() => expect(text('active')).toBe('none'));
    expect(text('count')).toBe('0');
    expect(localStorage.getItem('activeWorkspaceId')).toBeNull();
    setAuth(signedIn);
    await waitFor(() => expect(text('active')).toBe('Personal'));
    expect(calls.filter((call) => call.path === '/api/workspaces')).toHaveLength(2);
  });

  it('stores the error and empties the list when the fetch fails', async () => {
    stubFetch([{ path: '/api/workspaces', status: 500, body: problem(500, 'Database unavailable') }]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithAuth(signedIn);
    await waitFor(() => expect(text('error')).toBe('Database unavailable'));
    expect(text('active')).toBe('none');
    expect(text('count')).toBe('0');
    expect(text('loading')).toBe('false');
    expect(logged).toHaveBeenCalled();
  });

  it('stops blocking after 8000 ms with the timeout warning', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithAuth(signedIn);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7999);
    });
    expect(text('loading')).toBe('true');
    expect(warn).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(text('loading')).toBe('false');
    expect(warn).toHaveBeenCalledWith('Workspace fetch timeout — proceeding without blocking UI');
  });

  it('refresh re-reads the active workspace by id and replaces it; a failure is only logged', async () => {
    const renamed = { ...personal, name: 'Personal (renamed)' };
    const { fetchMock } = stubFetch([
      { path: '/api/workspaces', body: memberships([team, personal]) },
      { path: `/api/workspaces/${personal.id}`, body: renamed },
    ]);
    renderWithAuth(signedIn);
    await waitFor(() => expect(text('active')).toBe('Personal'));
    await act(async () => {
      await latest.refreshWorkspace();
    });
    await waitFor(() => expect(text('active')).toBe('Personal (renamed)'));
    expect(latest.workspaces.map((workspace) => workspace.name)).toEqual(['Team', 'Personal (renamed)']);

    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      await latest.refreshWorkspace();
    });
    expect(logged).toHaveBeenCalled();
    expect(text('active')).toBe('Personal (renamed)');
    expect(text('error')).toBe('');
  });

  it('knows the role in the active workspace: a viewer may not run, its owner may', async () => {
    stubFetch([
      {
        path: '/api/workspaces',
        body: [
          { user_id: 'u1', role: 'owner', workspaces: personal },
          { user_id: 'u1', role: 'viewer', workspaces: team },
        ],
      },
    ]);
    renderWithAuth(signedIn);
    await waitFor(() => expect(text('active')).toBe('Personal'));
    expect(latest.activeRole).toBe('owner');
    expect(canRunIn(latest.activeRole)).toBe(true);
    act(() => {
      latest.switchWorkspace(team.id);
    });
    await waitFor(() => expect(text('active')).toBe('Team'));
    expect(latest.activeRole).toBe('viewer');
    expect(canRunIn(latest.activeRole)).toBe(false);
    // Every API call now names the team workspace.
    expect(activeWorkspaceHeader()).toEqual({ 'x-workspace-id': team.id });
  });
});
