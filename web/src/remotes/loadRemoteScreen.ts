import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteBounded } from './boundedRemoteLoads';
import type { RemoteTarget } from '@portal/shared/remotes/remoteTarget';

type Screen = ComponentType<object>;
const cache = new Map<string, LazyExoticComponent<Screen>>();

/**
 * A lazy component for one exposed screen, loaded within the remote-load policy. Components
 * are cached per attempt (the remote's release switches and the Retry presses on its
 * route) so moving between routes of the same remote does not flash a loading state.
 */
export function loadRemoteScreen(
  { remote, module }: RemoteTarget,
  attempt: string,
): LazyExoticComponent<Screen> {
  const key = `${remote}/${module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemoteBounded<{ default?: Screen }>(remote, module);
      if (!loaded.default) throw new Error(`${remote}/${module} exposes no screen`);
      return { default: loaded.default };
    });
    cache.set(key, component);
  }
  return component;
}
