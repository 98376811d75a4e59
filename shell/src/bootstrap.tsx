import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerRemotesFromManifest } from './features/remotes/remotesManifest';
import './app/styles.css';

async function start(): Promise<void> {
  // A manifest that cannot be fetched leaves the remotes unregistered: their routes show
  // the retry message, the login screen and layout still work.
  await registerRemotesFromManifest();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App />);
}

void start();
