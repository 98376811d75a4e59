import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router-dom';
import { setUnauthorizedHandler } from '@portal/shared/api/apiClient';
import '@portal/shared/ui/styles.css';
import { expireSession } from '../features/session/expireSession';
import { router } from './router';

/**
 * Admin flows: toasts top-right, closing after 5 seconds (docs/product.md#messages). They sit below
 * the top bar and under its menus, so a toast never hides Logout.
 */
const TOAST_DURATION_MS = 5000;

export function App() {
  useEffect(() => {
    // A 401 anywhere: show the server's message, drop the session, back to login.
    setUnauthorizedHandler((message) =>
      expireSession(message, (path) => void router.navigate(path, { replace: true })),
    );
  }, []);

  return (
    <>
      <RouterProvider router={router} />
      <Toaster
        position="top-right"
        containerStyle={{ top: 68, zIndex: 20 }}
        toastOptions={{ duration: TOAST_DURATION_MS }}
      />
    </>
  );
}
