import { createRoot } from 'react-dom/client';
import { registerRemotesFromManifest } from '@portal/shared/remotes/remotesManifest';
import { CustomerSiteApp } from './CustomerSiteApp';

async function start(): Promise<void> {
  await registerRemotesFromManifest(['customer']);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<CustomerSiteApp />);
}

void start();
