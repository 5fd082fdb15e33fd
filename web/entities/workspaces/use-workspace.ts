// The workspace state (spec "Workspaces"), provided by WorkspaceProvider in this folder.
import { createContext, useContext } from 'react';
import type { Workspace } from '@contracts/workspaces';

export const WORKSPACE_FETCH_TIMEOUT_MS = 8000;
export const PERSONAL_WORKSPACE_TYPE = 'PERSONAL';

export type WorkspaceState = {
  workspaces: Workspace[];
  activeWorkspace: Workspace | null;
  /** The user's role in the active workspace; only owners and editors run studies. */
  activeRole: string | null;
  loading: boolean;
  error: string | null;
  /** Makes a workspace from the user's own list active; anything else is refused (returns false). */
  switchWorkspace: (workspaceId: string) => boolean;
  /** Re-reads the active workspace and replaces it in the list; a failure is only logged. */
  refreshWorkspace: () => Promise<void>;
};

export const WorkspaceContext = createContext<WorkspaceState | undefined>(undefined);

export function useWorkspace(): WorkspaceState {
  const value = useContext(WorkspaceContext);
  if (value === undefined) throw new Error('useWorkspace must be used within a WorkspaceProvider');
  return value;
}

/** Whether a role may start runs and change records (viewers read only). */
export function canRunIn(role: string | null): boolean {
  return role === 'owner' || role === 'editor';
}

/**
 * Whether the user may start runs in the active workspace (not a viewer). True while the role is unknown or outside
 * a workspace provider: the server decides in the end.
 */
export function useCanRun(): boolean {
  const role = useContext(WorkspaceContext)?.activeRole ?? null;
  return role === null || canRunIn(role);
}

/** Why a viewer sees run buttons disabled. */
export const VIEWER_REASON =
  'You are a viewer in this workspace: you can read its results, an editor or the owner runs studies.';

/** 'PERSONAL' → 'Personal', 'TEAM' → 'Team'. */
export function workspaceTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
}
