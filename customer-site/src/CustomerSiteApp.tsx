import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  CUSTOMER_NOT_FOUND,
  CUSTOMER_SCREENS,
  type CustomerScreen,
} from '@portal/shared/remotes/customerScreens';
import '@portal/shared/ui/styles.css';
import { CustomerRemoteScreen } from './CustomerRemoteScreen';

function CustomerPage({ screen }: { screen: CustomerScreen }) {
  useEffect(() => {
    document.title = screen.title;
  }, [screen.title]);
  return <CustomerRemoteScreen screen={screen} />;
}

const router = createBrowserRouter(
  [...CUSTOMER_SCREENS, CUSTOMER_NOT_FOUND].map((screen) => ({
    path: screen.path,
    element: <CustomerPage key={screen.path} screen={screen} />,
  })),
);

/**
 * The customer site: the customer pages and a branded not-found page, nothing of the staff
 * portal. Toasts sit at the bottom, so on a phone none covers the brand or the menu
 * (docs/decisions.md).
 */
export function CustomerSiteApp() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster position="bottom-center" toastOptions={{ duration: 5000 }} />
    </>
  );
}
