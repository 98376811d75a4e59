import { useCallback } from 'react';
import { isSuccess } from '@portal/shared/api/envelope';
import { useApiData } from '@portal/shared/api/useApiData';
import { notifyError } from '../../../lib/stickyToast';
import { fetchOrderDetails } from '../api/orderDetails';

/**
 * The order of the page: loaded once, then refetched after every action. A refetch keeps
 * the page on screen (no loading flash); only the first load (and Try again) shows the
 * loading state, and a failed refetch is a toast over the page as it was.
 */
export function useOrderDetails(orderId: number) {
  const order = useApiData(useCallback(() => fetchOrderDetails(orderId), [orderId]));
  const { refresh } = order;
  const refetch = useCallback(async () => {
    const answer = await refresh();
    if (answer && !isSuccess(answer)) notifyError(answer.message);
  }, [refresh]);
  return { order, refetch };
}
