import { useState } from 'react';
import toast from 'react-hot-toast';
import { isSuccess } from '@portal/shared/api/envelope';
import type { RemoteReleases } from '@portal/shared/entities/deployments';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { ConfirmDialog } from '@portal/web/ui/ConfirmDialog';
import { ScreenTitleBar } from '@portal/web/ui/ScreenTitleBar';
import { ErrorMessage, LoadingMessage } from '../components/StatusMessage';
import { remoteReleasesQuery } from '../features/deployments/api/remoteReleases';
import { RemoteDeployments } from '../features/deployments/components/RemoteDeployments';
import { rollbackRelease } from '../features/deployments/api/rollbackRelease';
import { useApiMutation } from '@portal/web/query/useApiMutation';
import { useApiQuery } from '@portal/web/query/useApiQuery';
import '../styles/adminSettings.css';

/**
 * Deployments (Admin only; the server refuses every other role): each remote's active
 * release and its history, with Rollback after a confirmation (docs/architecture.md,
 * "Releases and deploys"). A rollback refetches the releases by itself (the cache is
 * invalidated), a refused one too, to show what is active now.
 */
export default function DeploymentsScreen({ title }: ScreenProps) {
  const releases = useApiQuery(remoteReleasesQuery());
  const [confirming, setConfirming] = useState<RemoteReleases | null>(null);
  const rolling = useApiMutation(rollbackRelease);

  async function rollback(remote: RemoteReleases) {
    const answer = await rolling.run(remote.remote);
    setConfirming(null);
    if (isSuccess(answer)) {
      toast.success(answer.message);
    } else {
      toast.error(answer.message);
    }
  }

  return (
    <div className="settings-screen">
      <ScreenTitleBar title={title} />
      {releases.state === 'error' && (
        <ErrorMessage message={releases.error} onRetry={releases.reload} />
      )}
      {releases.data === null
        ? releases.state === 'loading' && <LoadingMessage label="Loading deployments…" />
        : releases.data.map((remote) => (
            <RemoteDeployments key={remote.remote} remote={remote} onRollback={setConfirming} />
          ))}
      <ConfirmDialog
        open={confirming !== null}
        busy={rolling.busy}
        message={`Roll ${confirming?.remote ?? ''} back to release ${confirming?.rollbackTo ?? ''}? Open pages switch on their next visit to it.`}
        onConfirm={() => confirming && void rollback(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
