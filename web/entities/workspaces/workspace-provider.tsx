// Workspace state per the spec's "Workspaces" section.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Workspace } from '../../../contracts/workspaces';
import { useAuth } from '../session/use-auth';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage';
import {
  PERSONAL_WORKSPACE_TYPE,
  WORKSPACE_FETCH_TIMEOUT_MS,
  WorkspaceContext,
  type WorkspaceState,
} from './use-workspace';
import { getWorkspace } from './get-workspace';
import { listWorkspaces } from './list-workspaces';

/** The saved one, else the PERSONAL one, else the first; none for an empty list. */
export function chooseActiveWorkspace(list: Workspace[], savedId: string | null): Workspace | null {
  return (
    (savedId ? list.find((workspace) => workspace.id === savedId) : undefined) ??
    list.find((workspace) => workspace.workspace_type === PERSONAL_WORKSPACE_TYPE) ??
    list[0] ??
    null
  );
}

export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const { user, loading: authLoading } = useAuth();
  const userId = user?.id ?? null;
  const [workspaces, setWorkspaces] = useState<Workspace[]>([]);
  const [activeWorkspace, setActiveWorkspaceState] = useState<Workspace | null>(null);
  const [fetching, setFetching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loadedUserIdRef = useRef<string | null>(null);
  const fetchSeqRef = useRef(0);
  const workspacesRef = useRef<Workspace[]>([]);
  const activeRef = useRef<Workspace | null>(null);

  /** Every choice is saved; choosing none removes the saved id. */
  const choose = useCallback((workspace: Workspace | null) => {
    activeRef.current = workspace;
    setActiveWorkspaceState(workspace);
    if (workspace) writeStorage(storageKeys.activeWorkspaceId, workspace.id);
    else removeStorage(storageKeys.activeWorkspaceId);
  }, []);

  const replaceList = useCallback((list: Workspace[]) => {
    workspacesRef.current = list;
    setWorkspaces(list);
  }, []);

  const fetchWorkspaces = useCallback(async () => {
    const seq = ++fetchSeqRef.current;
    setFetching(true);
    setError(null);
    const timer = window.setTimeout(() => {
      if (seq !== fetchSeqRef.current) return;
      console.warn('Workspace fetch timeout — proceeding without blocking UI');
      setFetching(false);
    }, WORKSPACE_FETCH_TIMEOUT_MS);
    try {
      const memberships = await listWorkspaces();
      if (seq !== fetchSeqRef.current) return;
      const list = memberships.map((membership) => membership.workspaces);
      replaceList(list);
      choose(chooseActiveWorkspace(list, readStorage(storageKeys.activeWorkspaceId)));
    } catch (err) {
      if (seq !== fetchSeqRef.current) return;
      console.error('Error fetching workspaces:', err);
      setError(err instanceof Error && err.message ? err.message : 'Failed to fetch workspaces.');
      replaceList([]);
      choose(null);
    } finally {
      window.clearTimeout(timer);
      if (seq === fetchSeqRef.current) setFetching(false);
    }
  }, [choose, replaceList]);

  useEffect(() => {
    if (authLoading) return;
    if (!userId) {
      // Signed out (after auth loading finished): forget everything.
      fetchSeqRef.current++;
      loadedUserIdRef.current = null;
      replaceList([]);
      activeRef.current = null;
      setActiveWorkspaceState(null);
      removeStorage(storageKeys.activeWorkspaceId);
      setFetching(false);
      setError(null);
      return;
    }
    if (loadedUserIdRef.current === userId) return;
    loadedUserIdRef.current = userId;
    void fetchWorkspaces();
  }, [authLoading, userId, fetchWorkspaces, replaceList]);

  const switchWorkspace = useCallback(
    (workspaceId: string) => {
      const workspace = workspacesRef.current.find((candidate) => candidate.id === workspaceId);
      if (!workspace) {
        console.warn('Attempted to switch to a workspace the user does not have access to');
        return false;
      }
      choose(workspace);
      return true;
    },
    [choose],
  );

  const refreshWorkspace = useCallback(async () => {
    const current = activeRef.current;
    if (!current) return;
    try {
      const fresh = await getWorkspace(current.id);
      replaceList(workspacesRef.current.map((workspace) => (workspace.id === fresh.id ? fresh : workspace)));
      if (activeRef.current?.id === fresh.id) {
        activeRef.current = fresh;
        setActiveWorkspaceState(fresh);
      }
    } catch (err) {
      console.error('Error refreshing workspace:', err);
    }
  }, [replaceList]);

  // Loading while auth is pending, or a signed-in user's list has not arrived (unless the fetch timed out).
  const awaitingFirstFetch = userId !== null && loadedUserIdRef.current !== userId;
  const loading = authLoading || fetching || awaitingFirstFetch;

  const value = useMemo<WorkspaceState>(
    () => ({ workspaces, activeWorkspace, loading, error, switchWorkspace, refreshWorkspace }),
    [workspaces, activeWorkspace, loading, error, switchWorkspace, refreshWorkspace],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}
