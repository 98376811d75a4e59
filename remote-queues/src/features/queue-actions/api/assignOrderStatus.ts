import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

/** 'Assign to me' with the member's own name; an empty name releases the orders. */
export function assignOrders(orderIds: number[], assignto: string) {
  return callApi(API_ROUTES.assignOrderStatus, { body: { orderId: orderIds, assignto } });
}
