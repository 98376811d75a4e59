import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

/** POST /front/get-download-history: the order as its customer sees it, its downloads and document. */
export function fetchDownloads(orderId: number, customerToken: string) {
  return callApi(API_ROUTES.downloadHistory, { body: { orderId, customerToken } });
}
