import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import {
  CUSTOMER_NOT_FOUND,
  CUSTOMER_SCREENS,
  type CustomerScreen,
} from '@portal/shared/remotes/customerScreens';
import { DeferredToaster } from '@portal/web/ui/deferredToasts';
import '@portal/web/ui/styles.css';
import { CustomerRemoteScreen } from '../features/remotes/components/CustomerRemoteScreen';

function CustomerPage({ screen, children }: { screen: CustomerScreen; children: ReactNode }) {
  useEffect(() => {
    document.title = screen.title;
  }, [screen.title]);
  return children;
}

export const CUSTOMER_SITE_SCREENS = [...CUSTOMER_SCREENS, CUSTOMER_NOT_FOUND];

/**
 * The customer site's pages inside whichever router holds the address: the same tree in the
 * browser and on the server that renders a page before its scripts, so the browser takes
 * that page over (hydrates it) rather than drawing it anew. `renderScreen` draws a page's
 * screen: the customer remote's in the browser, the same module imported on the server.
 */
export function CustomerSitePages({
  renderScreen,
}: {
  renderScreen(screen: CustomerScreen): ReactNode;
}) {
  return (
    <>
      <Routes>
        {CUSTOMER_SITE_SCREENS.map((screen) => (
          <Route
            key={screen.path}
            path={screen.path}
            element={
              <CustomerPage key={screen.path} screen={screen}>
                {renderScreen(screen)}
              </CustomerPage>
            }
          />
        ))}
      </Routes>
      <DeferredToaster position="bottom-center" toastOptions={{ duration: 5000 }} />
    </>
  );
}

const remoteScreen = (screen: CustomerScreen) => <CustomerRemoteScreen screen={screen} />;

/**
 * The customer site: the customer pages and a branded not-found page, nothing of the staff
 * portal. Toasts sit at the bottom, so on a phone none covers the brand or the menu
 * (docs/decisions.md). The component router, not the data router, and toasts whose library
 * arrives only when a page first needs them keep its script small
 * (docs/decisions.md#customer-page-script-budget).
 */
export function CustomerSiteApp() {
  return (
    <BrowserRouter>
      <CustomerSitePages renderScreen={remoteScreen} />
    </BrowserRouter>
  );
}
