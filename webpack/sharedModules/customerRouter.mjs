// What the customer pages use of the router: the customer site and the customer remote resolve
// `react-router-dom` here instead of ./reactRouter.mjs (webpack/createConfig.js, `router`), and
// share it under the same key. They run only with each other, never with a staff app, and use
// the component router, not the data router (createBrowserRouter and its loaders and actions),
// so the customer page downloads 12 KiB of router instead of 27 (docs/benchmarks.md).
// A name missing here fails their build (`exportsPresence: 'error'`): add it to the list.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Route,
  Routes,
  useNavigate,
  useParams,
} from 'react-router';
