import type { RemoteModuleName, RemoteName } from './remoteModules';

/** A screen exposed by one remote: the remote's name and the exposed module. */
export type RemoteTarget = {
  [R in RemoteName]: { remote: R; module: RemoteModuleName<R> };
}[RemoteName];
