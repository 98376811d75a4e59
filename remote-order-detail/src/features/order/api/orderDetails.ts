import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const fetchOrderDetails = (orderId: number) =>
  callApi(API_ROUTES.orderDetails, { params: { orderId } });
