// localStorage can throw (private mode, disabled storage, quota) and does not exist during
// prerendering; every access goes through these two helpers.
export function readStorage(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
  } catch {
    // Preferences are a convenience; losing them is acceptable.
  }
}
