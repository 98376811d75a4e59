import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const sendDownloadHistoryMail = (orderId: number, email: string) =>
  callApi(API_ROUTES.sendDownloadHistoryMail, { body: { orderId, email } });
