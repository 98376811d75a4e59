import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

/** Every remote's releases, active release and history. */
export function loadRemoteReleases() {
  return callApi(API_ROUTES.remoteReleases);
}
