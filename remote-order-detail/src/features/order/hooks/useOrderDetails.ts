import { useCallback, useEffect } from 'react';
import { isSuccess } from '@portal/shared/api/envelope';
import { useApiData } from '@portal/web/api/useApiData';
import { coalesce } from '@portal/web/live/coalesce';
import { subscribeToLiveUpdates } from '@portal/web/live/liveUpdates';
import { notifyError } from '../../../lib/stickyToast';
import { fetchOrderDetails } from '../api/orderDetails';

/**
 * The order of the page: loaded once, then refetched after every action and whenever any
 * staff member changes something (live updates), so a second tab or a colleague's move shows
 * within a second. A refetch keeps the page on screen (no loading flash); only the first load
 * (and Try again) shows the loading state, and a failed refetch after an action is a toast
 * over the page as it was (a failed live one stays silent: the next action reports it).
 */
export function useOrderDetails(orderId: number) {
  const order = useApiData(useCallback(() => fetchOrderDetails(orderId), [orderId]));
  const { refresh, refreshUnseen } = order;
  useEffect(
    () => subscribeToLiveUpdates(coalesce(async () => void (await refreshUnseen()))),
    [refreshUnseen],
  );
  const refetch = useCallback(async () => {
    const answer = await refresh();
    if (answer && !isSuccess(answer)) notifyError(answer.message);
  }, [refresh]);
  return { order, refetch };
}
