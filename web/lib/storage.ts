// localStorage that never throws (private mode, disabled storage).
import { WORKSPACE_HEADER } from '@contracts/workspaces';
export const storageKeys = {
  activeWorkspaceId: 'activeWorkspaceId',
  cookiesAccepted: 'cookiesAccepted',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

/**
 * The header naming the active workspace (the workspace provider keeps its id here), sent with every API call: runs
 * start, records are saved and history is read in it. None before a workspace is chosen (the server's default is
 * the PERSONAL one).
 */
export function activeWorkspaceHeader(): Record<string, string> {
  const id = readStorage(storageKeys.activeWorkspaceId);
  return id ? { [WORKSPACE_HEADER]: id } : {};
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable.
  }
}
