// Workspace state per the spec's "Workspaces" section: the list is the signed-in user's workspaces query; the active
// choice is kept here and in storage.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Workspace } from '@contracts/workspaces';
import { readStorage, removeStorage, storageKeys, writeStorage } from '@web/lib/storage';
import { useAuth } from '@web/entities/session/use-auth';
import { getWorkspace } from './get-workspace';
import { workspacesQueryOptions, type MemberWorkspace } from './list-workspaces';
import { userQueryKey } from '@web/lib/query-keys';
import { workspaceKeys } from './workspace-keys';
import {
  PERSONAL_WORKSPACE_TYPE,
  WORKSPACE_FETCH_TIMEOUT_MS,
  WorkspaceContext,
  type WorkspaceState,
} from './use-workspace';

/** The saved one, else the PERSONAL one, else the first; none for an empty list. */
export function chooseActiveWorkspace(list: Workspace[], savedId: string | null): Workspace | null {
  return (
    (savedId ? list.find((workspace) => workspace.id === savedId) : undefined) ??
    list.find((workspace) => workspace.workspace_type === PERSONAL_WORKSPACE_TYPE) ??
    list[0] ??
    null
  );
}

const noWorkspaces: Workspace[] = [];

export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user, loading: authLoading } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery(workspacesQueryOptions(userId, !authLoading));
  const workspaces = query.isError ? noWorkspaces : (query.data ?? noWorkspaces);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);

  /** Every choice is saved; choosing none removes the saved id. */
  const choose = useCallback((workspace: Workspace | null) => {
    setActiveId(workspace?.id ?? null);
    if (workspace) writeStorage(storageKeys.activeWorkspaceId, workspace.id);
    else removeStorage(storageKeys.activeWorkspaceId);
  }, []);

  const list = query.data;
  useEffect(() => {
    if (list) choose(chooseActiveWorkspace(list, readStorage(storageKeys.activeWorkspaceId)));
  }, [list, choose]);

  const failure = query.error;
  useEffect(() => {
    if (!failure) return;
    console.error('Error fetching workspaces:', failure);
    choose(null);
  }, [failure, choose]);

  // Signed out (after auth loading finished): forget everything, so the next user's list is read afresh.
  const previousUserId = useRef(userId);
  useEffect(() => {
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (authLoading || userId) return;
    if (previous) queryClient.removeQueries({ queryKey: workspaceKeys.list(previous) });
    setActiveId(null);
    removeStorage(storageKeys.activeWorkspaceId);
  }, [authLoading, userId, queryClient]);

  // A slow list stops blocking the UI after 8000 ms; it still applies when it arrives.
  const fetching = query.isFetching;
  useEffect(() => {
    setTimedOut(false);
    if (!fetching) return;
    const timer = window.setTimeout(() => {
      console.warn('Workspace fetch timeout — proceeding without blocking UI');
      setTimedOut(true);
    }, WORKSPACE_FETCH_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [fetching, userId]);

  const switchWorkspace = useCallback(
    (workspaceId: string) => {
      const workspace = workspaces.find((candidate) => candidate.id === workspaceId);
      if (!workspace) {
        console.warn('Attempted to switch to a workspace the user does not have access to');
        return false;
      }
      choose(workspace);
      return true;
    },
    [workspaces, choose],
  );

  const activeWorkspace = workspaces.find((workspace) => workspace.id === activeId) ?? null;
  const activeRole = (activeWorkspace as MemberWorkspace | null)?.role ?? null;

  // What the user reads and runs depends on the active workspace (api-client sends it): a switch reads it all again.
  const shownWorkspaceId = useRef<string | null>(null);
  useEffect(() => {
    const previous = shownWorkspaceId.current;
    shownWorkspaceId.current = activeId;
    if (!previous || !activeId || previous === activeId || !userId) return;
    const list = workspaceKeys.list(userId);
    void queryClient.resetQueries({
      queryKey: userQueryKey(userId),
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(list),
    });
  }, [activeId, userId, queryClient]);
  const refreshWorkspace = useCallback(async () => {
    if (!activeWorkspace) return;
    try {
      const fresh = await getWorkspace(activeWorkspace.id);
      queryClient.setQueryData<Workspace[]>(workspaceKeys.list(userId), (current) =>
        current?.map((workspace) => (workspace.id === fresh.id ? fresh : workspace)),
      );
    } catch (err) {
      console.error('Error refreshing workspace:', err);
    }
  }, [activeWorkspace, queryClient, userId]);

  // Loading while auth is pending, or a signed-in user's list has not arrived (unless the fetch timed out).
  const loading = authLoading || (userId !== null && (query.isPending || query.isFetching) && !timedOut);
  const error = query.isError
    ? query.error instanceof Error && query.error.message
      ? query.error.message
      : 'Failed to fetch workspaces.'
    : null;

  const value = useMemo<WorkspaceState>(
    () => ({ workspaces, activeWorkspace, activeRole, loading, error, switchWorkspace, refreshWorkspace }),
    [workspaces, activeWorkspace, activeRole, loading, error, switchWorkspace, refreshWorkspace],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}
