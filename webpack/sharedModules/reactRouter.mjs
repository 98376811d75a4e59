// What the apps use of the router, and the module every app shares under the key
// 'react-router-dom' (webpack/sharedDependencies.js; `react-router-dom` resolves here in every
// build, webpack/createConfig.js). A shared package is never tree-shaken, so sharing
// react-router-dom itself shipped the whole router (the data router with its loaders and
// actions, server rendering, fetchers); shared through this module, the build keeps the
// component router these exports need, and the router is still one instance. A name the apps
// import that is missing here is not caught by the build (a shared module is found at run time,
// where the name is then undefined); shared/test/remotes/subsetImports.test.ts fails on it: add
// it to the list.
export {
  BrowserRouter,
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
  useSearchParams,
} from 'react-router';
