import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const sendInvoice = (orderId: number) =>
  callApi(API_ROUTES.sendInvoice, { body: { orderId } });
