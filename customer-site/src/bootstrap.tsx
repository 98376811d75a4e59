import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadRemoteScreen } from '@portal/web/remotes/preloadRemoteScreen';
import { registerRemotesFromManifest } from '@portal/web/remotes/remotesManifest';
import { SERVER_RENDERED_ATTRIBUTE } from '@portal/shared/customer/serverDrawnPage';
import { screenAt } from '@portal/web/remotes/screenAt';
import { CUSTOMER_SITE_SCREENS, CustomerSiteApp } from './app/CustomerSiteApp';

async function start(): Promise<void> {
  await registerRemotesFromManifest(['customer']);
  // The files of the page's screen start now, not one after another as each one runs.
  const screen = screenAt(CUSTOMER_SITE_SCREENS, window.location.pathname);
  if (screen) void preloadRemoteScreen(screen);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A page the server drew stays on screen, its form usable, while the screen's files arrive.
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE))
    hydrateRoot(container, <CustomerSiteApp />);
  else createRoot(container).render(<CustomerSiteApp />);
}

void start();
