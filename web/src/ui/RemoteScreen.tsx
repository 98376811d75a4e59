import {
  Component,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { loadRemoteScreen } from '../remotes/loadRemoteScreen';
import {
  refreshRemote,
  remoteGeneration,
  subscribeRemoteSwitches,
} from '../remotes/remotesManifest';
import type { RemoteTarget } from '@portal/shared/remotes/remoteTarget';

interface Props {
  target: RemoteTarget;
  screenProps: object;
  /** What shows while the remote arrives (bounded: see remotes/boundedRemoteLoads). */
  loading: ReactNode;
  /**
   * What its audience sees once the remote could not be loaded or was refused (the error
   * says which); `retry` loads it again.
   */
  fallback(retry: () => void, error: unknown): ReactNode;
  /** Changes on every navigation: the remote's release is looked up again then. */
  navigationKey?: string;
}

/**
 * One screen exposed by a remote, loaded at run time. A remote that fails stays inside its
 * route: the host's fallback shows there with a Retry, the rest of the host keeps working.
 * A navigation to it after a deploy loads the new release whole (docs/decisions.md, "Open
 * pages during a deploy").
 */
export function RemoteScreen({ target, screenProps, loading, fallback, navigationKey }: Props) {
  const [attempt, setAttempt] = useState(0);
  const currentGeneration = () => remoteGeneration(target.remote);
  // The same on the server's page: a page rendered there is taken over, not redrawn.
  const generation = useSyncExternalStore(
    subscribeRemoteSwitches,
    currentGeneration,
    currentGeneration,
  );
  useEffect(() => {
    void refreshRemote(target.remote);
  }, [target.remote, navigationKey]);
  const Screen = loadRemoteScreen(target, `${generation}.${attempt}`);
  const retry = () => setAttempt((current) => current + 1);
  return (
    <RemoteErrorBoundary
      key={`${generation}.${attempt}`}
      target={target}
      fallback={(error) => fallback(retry, error)}
    >
      <Suspense fallback={loading}>
        <Screen {...screenProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

interface BoundaryProps {
  target: RemoteTarget;
  fallback(error: unknown): ReactNode;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown): { error: unknown; failed: boolean } {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The runtime's codes and messages are for developers: the console, not the screen.
    const { remote, module } = this.props.target;
    console.error(`Remote screen ${remote}/${module} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
