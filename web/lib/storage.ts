// localStorage that never throws (private mode, disabled storage).
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

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable.
  }
}
