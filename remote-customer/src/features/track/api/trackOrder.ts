import { callApi } from '@portal/web/api/apiClient';
import { FRONT_ROUTES } from '@portal/shared/api/frontRoutes';

/** POST /front/track-order: the order id and the order's e-mail answer a customer pass. */
export function trackOrder(orderId: number, email: string) {
  return callApi(FRONT_ROUTES.trackOrder, { body: { orderId, email: email.trim() } });
}
