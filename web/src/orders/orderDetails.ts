import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { OrderDetails } from '@portal/shared/entities/order';
import { prefetch, routeKey, type ApiQuery } from '../query/apiQuery';
import { fetchOrderDetails } from './fetchOrderDetails';
import { PREFETCH_FRESH_MS } from './ordersList';

/** The order of an order page, read through the cache under the order's id. */
export function orderDetailsQuery(orderId: number): ApiQuery<OrderDetails> {
  return {
    queryKey: routeKey(API_ROUTES.orderDetails, { params: { orderId } }),
    load: () => fetchOrderDetails(orderId),
    staleTime: PREFETCH_FRESH_MS,
  };
}

/**
 * Asks for an order now, as a link to its page is followed (the shell does on the click): the
 * answer is on its way while the route changes and the order's screen is drawn, and the
 * screen's own query finds it in the cache.
 */
export function prefetchOrderDetails(orderId: number): void {
  void prefetch(orderDetailsQuery(orderId));
}
