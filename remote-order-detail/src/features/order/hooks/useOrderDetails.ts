import { useCallback, useEffect, useRef, useState } from 'react';
import { isSuccess } from '@portal/shared/api/envelope';
import type { OrderDetails } from '@portal/shared/entities/order';
import { fetchOrderDetails } from '../api/orderDetails';
import { notifyError } from '../../../lib/stickyToast';

export type OrderState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; order: OrderDetails };

/**
 * The order of the page: loaded once, then refetched after every action. A refetch keeps
 * the page on screen (no loading flash); only the first load shows the loading state, and
 * a failed refetch is a toast over the page as it was.
 */
export function useOrderDetails(orderId: number | null) {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    async (quiet: boolean) => {
      if (orderId === null) return;
      const request = ++latest.current;
      if (quiet) setRefreshing(true);
      else setState({ status: 'loading' });
      const answer = await fetchOrderDetails(orderId);
      // A slower, older answer never overwrites a newer one.
      if (request !== latest.current) return;
      setRefreshing(false);
      if (isSuccess(answer)) setState({ status: 'ready', order: answer.data });
      else if (quiet) notifyError(answer.message);
      else setState({ status: 'failed', message: answer.message });
    },
    [orderId],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const reload = useCallback(() => load(true), [load]);
  const retry = useCallback(() => load(false), [load]);
  return { state, refreshing, reload, retry };
}
