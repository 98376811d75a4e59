import { useNavigate } from 'react-router-dom';
import { PATHS } from '@portal/shared/navigation/paths';
import { sessionStore } from '@portal/web/session/sessionStore';

/** Logout: revoke the token, remove the stored session, clear auth state, go to '/'. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await sessionStore.getState().logout();
    await navigate(PATHS.login, { replace: true });
  };
}
