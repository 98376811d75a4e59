import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { routeQuery } from '@portal/web/query/apiQuery';

/** Every remote's releases, active release and history. */
export const remoteReleasesQuery = () => routeQuery(API_ROUTES.remoteReleases);
