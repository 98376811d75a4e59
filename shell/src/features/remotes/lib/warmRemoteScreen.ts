import { loadRemoteBounded } from '@portal/web/remotes/boundedRemoteLoads';
import type { RemoteTarget } from '@portal/shared/remotes/remoteTarget';

/**
 * Downloads and runs a screen's remote code in idle time, before it is needed, so its
 * first visit does not wait on the network (the login page warms the landing queue while
 * the member types). A failure is forgotten: the visit loads again and shows the retry
 * state if the remote is still down.
 */
export function warmRemoteScreen({ remote, module }: RemoteTarget): void {
  const warm = () => {
    void loadRemoteBounded(remote, module).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 0);
}
