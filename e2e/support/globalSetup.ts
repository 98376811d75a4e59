import { startPortal, type RunningPortal } from './portalServer';

declare global {
  var portal: RunningPortal | undefined;
}

export default async function globalSetup(): Promise<void> {
  globalThis.portal = await startPortal();
}
