import { useEffect } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { useStore } from 'zustand';
import { PATHS } from '@portal/shared/navigation/paths';
import { sessionStore } from '@portal/web/session/sessionStore';
import { LoginScreen } from '../screens/LoginScreen';
import { MessageScreen } from '../features/errors/components/MessageScreen';
import { StaffLayout } from '../features/layout/components/StaffLayout';
import { CUSTOMER_SCREENS } from '@portal/shared/remotes/customerScreens';
import { StaffScreenRoute } from './StaffScreenRoute';
import { STAFF_SCREENS } from './staffScreens';

function RequireSession() {
  const isAuth = useStore(sessionStore, (state) => state.isAuth);
  return isAuth ? <Outlet /> : <Navigate to={PATHS.login} replace />;
}

/**
 * Customer pages live on the customer site: a link to one followed inside the portal
 * loads it from the server, which sends it there (docs/security.md, "Two origins").
 */
function CustomerSiteRedirect() {
  useEffect(() => window.location.replace(window.location.href), []);
  return null;
}

function PageNotFound() {
  return (
    <div className="center-page">
      <MessageScreen title="Page not found" linkTo={PATHS.login} linkLabel="Go to the portal">
        The address you opened does not exist. Check the link you were given.
      </MessageScreen>
    </div>
  );
}

/**
 * Routes of docs/product.md#screens-and-routes: login at '/', staff pages under /admin, customer
 * pages elsewhere.
 */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path={PATHS.login} element={<LoginScreen />} />
      <Route element={<RequireSession />}>
        <Route element={<StaffLayout />}>
          {STAFF_SCREENS.map((screen) => (
            <Route
              key={screen.path}
              path={screen.path}
              element={
                <StaffScreenRoute
                  key={screen.keepMounted ? `${screen.remote}/${screen.module}` : screen.path}
                  screen={screen}
                />
              }
            />
          ))}
          <Route
            path="/admin/*"
            element={
              <MessageScreen
                title="Page not found"
                linkTo={PATHS.adminHome}
                linkLabel="Go to New Orders"
              >
                There is no admin page at this address.
              </MessageScreen>
            }
          />
        </Route>
      </Route>
      {CUSTOMER_SCREENS.map((screen) => (
        <Route key={screen.path} path={screen.path} element={<CustomerSiteRedirect />} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
