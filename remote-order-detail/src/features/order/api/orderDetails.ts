import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const fetchOrderDetails = (orderId: number) =>
  callApi(API_ROUTES.orderDetails, { params: { orderId } });
