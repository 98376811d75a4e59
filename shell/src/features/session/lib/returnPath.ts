/**
 * Where a member was when their session expired, so signing in again as the same member
 * returns there (and the form's draft comes back) instead of to New Orders. Kept for the
 * tab only, and only for staff pages.
 */
const RETURN_PATH_KEY = 'session:returnTo';
const STAFF_PREFIX = '/admin';

interface ReturnPath {
  userId: number;
  path: string;
}

export function rememberReturnPath(userId: number, path: string): void {
  if (path !== STAFF_PREFIX && !path.startsWith(`${STAFF_PREFIX}/`)) return;
  sessionStorage.setItem(RETURN_PATH_KEY, JSON.stringify({ userId, path } satisfies ReturnPath));
}

/** The path to return to after `userId` signed in, used once; null when there is none. */
export function takeReturnPath(userId: number): string | null {
  const raw = sessionStorage.getItem(RETURN_PATH_KEY);
  sessionStorage.removeItem(RETURN_PATH_KEY);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<ReturnPath>;
    return saved.userId === userId && typeof saved.path === 'string' ? saved.path : null;
  } catch {
    return null;
  }
}
