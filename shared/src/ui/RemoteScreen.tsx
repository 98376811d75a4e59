import { Component, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { loadRemoteScreen } from '../remotes/loadRemoteScreen';
import type { RemoteTarget } from '../remotes/remoteTarget';

interface Props {
  target: RemoteTarget;
  screenProps: object;
  /** What shows while the remote arrives (bounded: see remotes/boundedRemoteLoads). */
  loading: ReactNode;
  /** What its audience sees once the remote could not be loaded; `retry` loads it again. */
  fallback(retry: () => void): ReactNode;
}

/**
 * One screen exposed by a remote, loaded at run time. A remote that fails stays inside its
 * route: the host's fallback shows there with a Retry, the rest of the host keeps working.
 */
export function RemoteScreen({ target, screenProps, loading, fallback }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Screen = loadRemoteScreen(target, attempt);
  const retry = () => setAttempt((current) => current + 1);
  return (
    <RemoteErrorBoundary key={attempt} target={target} fallback={fallback(retry)}>
      <Suspense fallback={loading}>
        <Screen {...screenProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

interface BoundaryProps {
  target: RemoteTarget;
  fallback: ReactNode;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The runtime's codes and messages are for developers: the console, not the screen.
    const { remote, module } = this.props.target;
    console.error(`Remote screen ${remote}/${module} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
