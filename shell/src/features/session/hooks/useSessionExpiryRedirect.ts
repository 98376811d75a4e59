import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '@portal/web/api/apiClient';
import { expireSession } from '../lib/expireSession';

/** A 401 anywhere: show the server's message, drop the session, back to login. */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler((message) =>
      expireSession(message, (path) => void navigate(path, { replace: true })),
    );
  }, [navigate]);
}
