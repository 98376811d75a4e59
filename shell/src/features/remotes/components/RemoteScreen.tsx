import { useLocation } from 'react-router-dom';
import { RemoteRefusedError } from '@portal/web/remotes/boundedRemoteLoads';
import type { RemoteName } from '@portal/shared/remotes/remoteModules';
import type { RemoteTarget } from '@portal/shared/remotes/remoteTarget';
import { RemoteScreen as LoadedRemoteScreen } from '@portal/web/ui/RemoteScreen';
import { LoadingPanel } from '../../layout/components/LoadingPanel';

const LABELS: Record<Exclude<RemoteName, 'customer'>, string> = {
  queues: 'Order queues',
  orderDetail: 'Order details',
  adminSettings: 'Settings and reports',
};

/** A screen of a staff remote; the customer remote is the customer site's. */
export type StaffRemoteTarget = Extract<RemoteTarget, { remote: keyof typeof LABELS }>;

interface Props {
  target: StaffRemoteTarget;
  screenProps: object;
}

/**
 * A staff screen from its remote; if the remote cannot be loaded, says which part and offers
 * Retry; a release built for another version of the portal is named as such.
 */
export function RemoteScreen({ target, screenProps }: Props) {
  const { key } = useLocation();
  return (
    <LoadedRemoteScreen
      target={target}
      screenProps={screenProps}
      navigationKey={key}
      loading={<LoadingPanel />}
      fallback={(retry, error) => (
        <section className="panel remote-error" role="alert">
          <h2>{LABELS[target.remote]} is unavailable right now</h2>
          {error instanceof RemoteRefusedError ? (
            <p>
              This part of the portal was not loaded because its {error.reason}. The rest of the
              portal keeps working; an administrator can roll it back under Deployments.
            </p>
          ) : (
            <p>
              This part of the portal could not be loaded. The rest of the portal keeps working; try
              again in a moment.
            </p>
          )}
          <button type="button" className="btn btn-primary" onClick={retry}>
            Retry
          </button>
        </section>
      )}
    />
  );
}
