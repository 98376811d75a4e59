import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';

/** One page of a queue (sent with delay=1, as the spec's list request is). */
export function getOrdersList(folder: FolderKey, page: number, limit: number, userName: string) {
  return callApi(API_ROUTES.ordersList, {
    params: { orderName: folder },
    query: { page, limit, delay: 1, userName },
  });
}
