import { useEffect } from 'react';
import { folderCountsStore } from '@portal/web/folders/folderCountsStore';
import { coalesce } from '@portal/web/live/coalesce';
import { subscribeToLiveUpdates } from '@portal/web/live/liveUpdates';

/** Keeps the folder counts live: any staff member's change reloads them, within a second. */
export function useLiveFolderCounts(): void {
  useEffect(() => {
    const reloadCounts = coalesce(() => folderCountsStore.getState().reload());
    return subscribeToLiveUpdates(reloadCounts);
  }, []);
}
