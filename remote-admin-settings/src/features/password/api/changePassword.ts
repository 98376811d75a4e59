import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const changePassword = (newPassword: string) =>
  callApi(API_ROUTES.changePassword, { body: { newPassword } });
