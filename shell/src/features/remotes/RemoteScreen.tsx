import { Suspense, useState } from 'react';
import type { RemoteName } from '@portal/shared/remotes/remoteModules';
import type { RemoteTarget } from './remoteTarget';
import { LoadingPanel } from '../layout/LoadingPanel';
import { loadRemoteScreen } from './loadRemoteScreen';
import { prepareRetry } from './remotesManifest';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const LABELS: Record<RemoteName, string> = {
  queues: 'Order queues',
  orderDetail: 'Order details',
  adminSettings: 'Settings and reports',
  customer: 'Order tracking',
};

interface Props {
  target: RemoteTarget;
  screenProps: object;
}

/** Renders one screen exposed by a remote, loaded at run time, with loading and retry states. */
export function RemoteScreen({ target, screenProps }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Screen = loadRemoteScreen(target, attempt);

  async function retry() {
    await prepareRetry(target.remote);
    setAttempt((current) => current + 1);
  }

  return (
    <RemoteErrorBoundary key={attempt} label={LABELS[target.remote]} onRetry={() => void retry()}>
      <Suspense fallback={<LoadingPanel />}>
        <Screen {...screenProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
