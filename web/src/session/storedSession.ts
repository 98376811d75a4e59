import { SESSION_STORAGE_KEY, type StoredSession } from '@portal/shared/entities/session';
import { isRole } from '@portal/shared/entities/staff';

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** Reads the stored session; a malformed entry is treated as no session and removed. */
export function readStoredSession(): StoredSession | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof parsed.accessToken === 'string' && parsed.user && isRole(parsed.user.type)) {
      return parsed as StoredSession;
    }
  } catch {
    // fall through: a corrupt entry must not keep anyone signed in
  }
  removeStoredSession();
  return null;
}

export function writeStoredSession(session: StoredSession): void {
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function removeStoredSession(): void {
  storage()?.removeItem(SESSION_STORAGE_KEY);
}
