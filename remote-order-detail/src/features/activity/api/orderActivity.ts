import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const fetchOrderActivity = (orderId: number) =>
  callApi(API_ROUTES.orderActivity, { params: { orderId } });
