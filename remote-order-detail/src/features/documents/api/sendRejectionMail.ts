import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const sendRejectionMail = (orderId: number, email: string) =>
  callApi(API_ROUTES.sendRejectionMail, { body: { orderId, email } });
