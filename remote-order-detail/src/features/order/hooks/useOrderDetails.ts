import { useCallback } from 'react';
import { orderDetailsQuery } from '@portal/web/orders/orderDetails';
import { queryClient } from '@portal/web/query/queryClient';
import { useApiQuery } from '@portal/web/query/useApiQuery';
import { notifyError } from '../../../lib/stickyToast';

/**
 * The order of the page, read through the cache: loaded once (the click that opened the page
 * may have asked for it already: prefetchOrderDetails), then again after every action
 * and whenever any staff member changes something (the shell's live invalidation), so a second
 * tab or a colleague's move shows within a second. A refetch keeps the page on screen (no
 * loading flash); only the first load (and Try again) shows the loading state. `refetch`, after
 * an action, joins the refetch the action's success started (or starts one after a refusal) and
 * tells a failure as a toast over the page as it was; a failed live refetch stays silent (the
 * next action reports it). `refreshAll` (Refresh) loads everything on screen again.
 */
export function useOrderDetails(orderId: number) {
  const order = useApiQuery(orderDetailsQuery(orderId));
  const { refresh } = order;
  const refetch = useCallback(async () => {
    const failed = await refresh();
    if (failed) notifyError(failed.message);
  }, [refresh]);
  const refreshAll = useCallback(() => {
    void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
    return refetch();
  }, [refetch]);
  return { order, refetch, refreshAll };
}
