import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const sendDownloadHistoryMail = (orderId: number, email: string) =>
  callApi(API_ROUTES.sendDownloadHistoryMail, { body: { orderId, email } });
