import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const fetchOrderActivity = (orderId: number) =>
  callApi(API_ROUTES.orderActivity, { params: { orderId } });
