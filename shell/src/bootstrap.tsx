import { createRoot } from 'react-dom/client';
import { PATHS } from '@portal/shared/navigation/paths';
import { sessionStore } from '@portal/web/session/sessionStore';
import { sendStaffToken } from '@portal/web/session/staffAuthorization';
import { App } from './app/App';
import { STAFF_SCREENS } from './app/staffScreens';
import { preloadRemoteScreen } from '@portal/web/remotes/preloadRemoteScreen';
import { registerRemotesFromManifest } from '@portal/web/remotes/remotesManifest';
import { screenAt } from '@portal/web/remotes/screenAt';
import { afterFirstRowsShown } from './features/remotes/lib/firstRowsShown';
import { warmRemoteScreen } from './features/remotes/lib/warmRemoteScreen';
import './styles/shell.css';

/** The customer remote belongs to the customer site (customer-site/), never to this host. */
const STAFF_REMOTES = ['queues', 'orderDetail', 'adminSettings'] as const;

async function start(): Promise<void> {
  sendStaffToken();
  // A manifest that cannot be fetched leaves the remotes unregistered: their routes show
  // the retry message, the login screen and layout still work.
  await registerRemotesFromManifest(STAFF_REMOTES);
  const landing = STAFF_SCREENS.find((screen) => screen.path === PATHS.adminHome);
  const onLoginPage = window.location.pathname === PATHS.login && !sessionStore.getState().isAuth;
  // The files of the screen this page shows first (after sign-in: New Orders) start now.
  const firstScreen = onLoginPage ? landing : screenAt(STAFF_SCREENS, window.location.pathname);
  if (firstScreen) void preloadRemoteScreen(firstScreen);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App />);
  // Signing in lands on New Orders: run its remote while the member types.
  if (landing && onLoginPage) warmRemoteScreen(landing);
  // Every queue leads to orders: once the first rows show, fetch the order page's remote in
  // idle time.
  const orderDetail = STAFF_SCREENS.find((screen) => screen.path === PATHS.viewOrder);
  if (orderDetail) afterFirstRowsShown(() => warmRemoteScreen(orderDetail));
}

void start();
