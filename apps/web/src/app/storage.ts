import { storageKeys } from './theme.ts';

/** Local storage that never throws (private mode, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives only for this page.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored.
    }
  },
};

export const readStoredCompanyId = (): number | null => {
  const raw = storage.get(storageKeys.representingCompanyId);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The path to go back to after a password or 2FA detour (§4); kept for the browser tab only. */
const intendedPathKey = 'turbine-intended-path';
export const intendedPath = {
  remember(path: string): void {
    try {
      window.sessionStorage.setItem(intendedPathKey, path);
    } catch {
      // Session storage unavailable.
    }
  },
  take(fallback: string): string {
    try {
      const path = window.sessionStorage.getItem(intendedPathKey);
      window.sessionStorage.removeItem(intendedPathKey);
      return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
    } catch {
      return fallback;
    }
  },
};
