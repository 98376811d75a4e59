import { createRoot } from 'react-dom/client';
import { CUSTOMER_NOT_FOUND, CUSTOMER_SCREENS } from '@portal/shared/remotes/customerScreens';
import { preloadRemoteScreen } from '@portal/shared/remotes/preloadRemoteScreen';
import { registerRemotesFromManifest } from '@portal/shared/remotes/remotesManifest';
import { screenAt } from '@portal/shared/remotes/screenAt';
import { CustomerSiteApp } from './CustomerSiteApp';

async function start(): Promise<void> {
  await registerRemotesFromManifest(['customer']);
  // The files of the page's screen start now, not one after another as each one runs.
  const screen = screenAt([...CUSTOMER_SCREENS, CUSTOMER_NOT_FOUND], window.location.pathname);
  if (screen) void preloadRemoteScreen(screen);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<CustomerSiteApp />);
}

void start();
