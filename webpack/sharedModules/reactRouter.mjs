// What the apps use of the router, and the module every app shares under the key
// 'react-router-dom' (webpack/sharedDependencies.js; `react-router-dom` resolves here in every
// build, webpack/createConfig.js). A shared package is never tree-shaken, so sharing
// react-router-dom itself shipped the whole router (server rendering, form actions, fetchers);
// shared through this module, the build keeps what these exports need and the router is
// still one instance. A name the apps import that is missing here fails the build
// (`exportsPresence: 'error'`): add it to the list.
export {
  BrowserRouter,
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// react-router-dom's own RouterProvider: the one that renders with react-dom's flushSync.
export { RouterProvider } from 'react-router/dom';
