import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { prepareRetry } from './remotesManifest';
import type { RemoteTarget } from './remoteTarget';

type Screen = ComponentType<object>;
const cache = new Map<string, LazyExoticComponent<Screen>>();

/**
 * A lazy component for one exposed screen. Components are cached per attempt so moving
 * between routes of the same remote does not flash a loading state.
 */
export function loadRemoteScreen(
  { remote, module }: RemoteTarget,
  attempt: number,
): LazyExoticComponent<Screen> {
  const key = `${remote}/${module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemote<{ default: Screen }>(`${remote}/${module}`);
      if (!loaded?.default) throw new Error(`${remote}/${module} exposes no screen`);
      return loaded;
    });
    cache.set(key, component);
  }
  return component;
}

/**
 * Downloads and runs a screen's remote code in idle time, before it is needed, so its
 * first visit does not wait on the network (the login page warms the landing queue while
 * the member types). A failure is forgotten: the visit loads again and shows the retry
 * state if the remote is still down.
 */
export function warmRemoteScreen({ remote, module }: RemoteTarget): void {
  const warm = () => {
    void loadRemote(`${remote}/${module}`).catch(() => prepareRetry(remote));
  };
  if ('requestIdleCallback' in window) requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 0);
}
