import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { routeQuery } from '@portal/web/query/apiQuery';

/** Every gateway of both domains, with sealed ids and the versions a change names. */
export const paymentGatewaysQuery = () => routeQuery(API_ROUTES.paymentGateways);
