import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

/** The signed-in member; asked once a session should have ended, to learn whether it has. */
export function loadUserInfo() {
  return callApi(API_ROUTES.userInfo);
}
