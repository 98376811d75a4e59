import { useStore } from 'zustand';
import { FOLDER_RULES } from '@portal/shared/folders/folderRules';
import { folderCountsStore } from '@portal/shared/folders/folderCountsStore';
import type { QueueScreenProps } from '@portal/shared/remotes/remoteModules';
import { ScreenTitleBar } from '@portal/shared/ui/ScreenTitleBar';

/** One queue screen: title bar with Refresh, and the folder's live size. */
export default function QueueScreen({ title, folder }: QueueScreenProps) {
  const count = useStore(
    folderCountsStore,
    (state) => state.counts?.[FOLDER_RULES[folder].countKey],
  );
  return (
    <section className="queue-screen">
      <ScreenTitleBar
        title={title}
        actions={
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Refresh
          </button>
        }
      />
      <div className="panel">
        <p className="queue-total" data-folder={folder}>
          {count === undefined
            ? 'Counting orders…'
            : `${count.toLocaleString('en-AU')} orders in this folder`}
        </p>
      </div>
    </section>
  );
}
