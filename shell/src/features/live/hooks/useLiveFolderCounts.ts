import { useEffect } from 'react';
import { folderCountsStore } from '@portal/shared/folders/folderCountsStore';
import { coalesce } from '@portal/shared/live/coalesce';
import { subscribeToLiveUpdates } from '@portal/shared/live/liveUpdates';

/** Keeps the folder counts live: any staff member's change reloads them, within a second. */
export function useLiveFolderCounts(): void {
  useEffect(() => {
    const reloadCounts = coalesce(() => folderCountsStore.getState().reload());
    return subscribeToLiveUpdates(reloadCounts);
  }, []);
}
