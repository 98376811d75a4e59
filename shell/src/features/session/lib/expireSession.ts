import toast from 'react-hot-toast';
import { PATHS } from '@portal/shared/navigation/paths';
import { sessionStore } from '@portal/web/session/sessionStore';
import { rememberReturnPath } from './returnPath';

/**
 * What a 401 on a staff call does (docs/product.md#messages): the server's message as an error
 * toast, the stored session removed, back to the login page. The page the member was on
 * is remembered for their next sign-in; drafts of unsaved forms stay (shared drafts.ts).
 */
export function expireSession(message: string, goToLogin: (path: string) => void): void {
  const user = sessionStore.getState().user;
  if (user) rememberReturnPath(user.id, `${window.location.pathname}${window.location.search}`);
  toast.error(message, { id: 'session-expired' });
  sessionStore.getState().clearSession();
  goToLogin(PATHS.login);
}
