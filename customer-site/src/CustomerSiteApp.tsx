import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import {
  CUSTOMER_NOT_FOUND,
  CUSTOMER_SCREENS,
  type CustomerScreen,
} from '@portal/shared/remotes/customerScreens';
import { DeferredToaster } from '@portal/shared/ui/deferredToasts';
import '@portal/shared/ui/styles.css';
import { CustomerRemoteScreen } from './CustomerRemoteScreen';

function CustomerPage({ screen }: { screen: CustomerScreen }) {
  useEffect(() => {
    document.title = screen.title;
  }, [screen.title]);
  return <CustomerRemoteScreen screen={screen} />;
}

const SCREENS = [...CUSTOMER_SCREENS, CUSTOMER_NOT_FOUND];

/**
 * The customer site: the customer pages and a branded not-found page, nothing of the staff
 * portal. Toasts sit at the bottom, so on a phone none covers the brand or the menu
 * (docs/decisions.md). The component router, not the data router, and toasts whose library
 * arrives only when a page first needs them keep its script small
 * (docs/decisions.md#customer-page-script-budget).
 */
export function CustomerSiteApp() {
  return (
    <>
      <BrowserRouter>
        <Routes>
          {SCREENS.map((screen) => (
            <Route
              key={screen.path}
              path={screen.path}
              element={<CustomerPage key={screen.path} screen={screen} />}
            />
          ))}
        </Routes>
      </BrowserRouter>
      <DeferredToaster position="bottom-center" toastOptions={{ duration: 5000 }} />
    </>
  );
}
