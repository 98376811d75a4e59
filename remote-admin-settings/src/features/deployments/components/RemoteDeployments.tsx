import type { RemoteReleases } from '@portal/shared/entities/deployments';
import { formatQueueDateTime } from '@portal/shared/dates/formatters';

const REMOTE_LABELS: Record<RemoteReleases['remote'], string> = {
  queues: 'Order queues',
  orderDetail: 'Order details',
  adminSettings: 'Settings and reports',
  customer: 'Customer pages',
};

interface Props {
  remote: RemoteReleases;
  onRollback(remote: RemoteReleases): void;
}

/** One remote: its active release, Rollback, and every switch, newest first. */
export function RemoteDeployments({ remote, onRollback }: Props) {
  const label = REMOTE_LABELS[remote.remote];
  const active = remote.releases.find((release) => release.id === remote.activeReleaseId);
  return (
    <section className="panel deployment-panel" aria-label={label}>
      <div className="table-actions">
        <h2>{label}</h2>
        <button
          type="button"
          className="btn btn-danger"
          disabled={!remote.rollbackTo}
          onClick={() => onRollback(remote)}
        >
          Rollback
        </button>
      </div>
      <p data-testid={`active-release-${remote.remote}`}>
        {remote.activeReleaseId === null ? (
          'Active: the built version (no release deployed)'
        ) : (
          <>
            Active: release <code>{remote.activeReleaseId}</code>
            {active && (
              <span className="muted">
                {' '}
                built {formatQueueDateTime(active.builtAt)} from commit{' '}
                {active.gitCommit.slice(0, 10)}
              </span>
            )}
          </>
        )}
      </p>
      <div className="table-scroll">
        <table className="settings-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Action</th>
              <th scope="col">Release</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {remote.history.length === 0 ? (
              <tr>
                <td colSpan={4} className="table-empty">
                  No deploys yet
                </td>
              </tr>
            ) : (
              remote.history.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatQueueDateTime(entry.at)}</td>
                  <td>{entry.action === 'deploy' ? 'Deploy' : 'Rollback'}</td>
                  <td>
                    <code>{entry.releaseId}</code>
                  </td>
                  <td>{entry.actorName}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
