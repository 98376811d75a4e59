import { callApi } from '@portal/web/api/apiClient';
import { FRONT_ROUTES } from '@portal/shared/api/frontRoutes';

/** POST /front/get-download-history: the order as its customer sees it, its downloads and document. */
export function fetchDownloads(orderId: number, customerToken: string) {
  return callApi(FRONT_ROUTES.downloadHistory, { body: { orderId, customerToken } });
}
