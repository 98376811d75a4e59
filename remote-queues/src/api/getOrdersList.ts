import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';

/**
 * One page of a queue (sent with delay=1, docs/product.md#calls). `after`, the
 * previous page's nextCursor, makes the server seek to the page instead of skipping rows.
 */
export function getOrdersList(
  folder: FolderKey,
  page: number,
  limit: number,
  userName: string,
  after?: string,
) {
  return callApi(API_ROUTES.ordersList, {
    params: { orderName: folder },
    query: { page, limit, delay: 1, userName, ...(after === undefined ? {} : { after }) },
  });
}
