import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const sendRejectionMail = (orderId: number, email: string) =>
  callApi(API_ROUTES.sendRejectionMail, { body: { orderId, email } });
