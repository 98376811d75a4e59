import { stopPortal } from './portalServer';

export default function globalTeardown(): void {
  if (globalThis.portal) stopPortal(globalThis.portal);
}
