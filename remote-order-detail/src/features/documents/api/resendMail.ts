import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { MailServiceProvider } from '@portal/shared/entities/order';

export const resendMail = (orderId: number, email: string, provider?: MailServiceProvider) =>
  callApi(API_ROUTES.resendMail, {
    body: { orderId, email, ...(provider ? { mailServiceProvider: provider } : {}) },
  });
