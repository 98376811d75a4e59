import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const sendInvoice = (orderId: number) =>
  callApi(API_ROUTES.sendInvoice, { body: { orderId } });
