import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { RemoteName } from '@portal/shared/remotes/remoteModules';

/** Returns a remote to the release active before its current one. */
export function rollbackRelease(remote: RemoteName) {
  return callApi(API_ROUTES.rollbackRelease, { body: { remote } });
}
