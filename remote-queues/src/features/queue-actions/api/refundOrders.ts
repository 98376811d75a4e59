import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

/** 'Refunded it': sets the refund date of the selected orders. */
export function markOrdersRefunded(orderIds: number[]) {
  return callApi(API_ROUTES.refundOrders, { body: { orderId: orderIds } });
}
