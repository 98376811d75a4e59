import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

/** Every remote's releases, active release and history. */
export function loadRemoteReleases() {
  return callApi(API_ROUTES.remoteReleases);
}
