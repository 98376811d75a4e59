import { useEffect } from 'react';
import { coalesce } from '../live/coalesce';
import { subscribeToLiveUpdates } from '../live/liveUpdates';
import { queryClient } from './queryClient';

/**
 * Keeps every staff screen current: any member's change (the live-updates stream) marks the
 * cache stale and refetches what is on screen, the order page and the counts included, within
 * a second. A burst of changes refetches once more after the running refetch, never restarts
 * it: an 'All' list still arriving finishes, then loads again.
 */
export function useLiveInvalidation(): void {
  useEffect(
    () =>
      subscribeToLiveUpdates(
        coalesce(() => queryClient.invalidateQueries(undefined, { cancelRefetch: false })),
      ),
    [],
  );
}
