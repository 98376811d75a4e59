import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
import '@portal/web/ui/styles.css';
import { RouteErrorBoundary } from '../features/errors/components/RouteErrorBoundary';
import { useSessionExpiryRedirect } from '../features/session/hooks/useSessionExpiryRedirect';
import { PortalRoutes } from './PortalRoutes';

/**
 * Admin flows: toasts top-right, closing after 5 seconds (docs/product.md#messages). They sit below
 * the top bar and under its menus, so a toast never hides Logout.
 */
const TOAST_DURATION_MS = 5000;

function Portal() {
  useSessionExpiryRedirect();
  return (
    <RouteErrorBoundary>
      <PortalRoutes />
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <>
      <BrowserRouter>
        <Portal />
      </BrowserRouter>
      <Toaster
        position="top-right"
        containerStyle={{ top: 68, zIndex: 20 }}
        toastOptions={{ duration: TOAST_DURATION_MS }}
      />
    </>
  );
}
