import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { callApi } from '../api/apiClient';

/** GET /admin/get-orders-details/{orderId}: the order of its page, with its parts. */
export const fetchOrderDetails = (orderId: number) =>
  callApi(API_ROUTES.orderDetails, { params: { orderId } });
