import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';
import { callApi } from '../api/apiClient';

/**
 * GET /admin/orders/{orderName}: one page of a queue, sent with delay=1
 * (docs/product.md#calls). `after`, the previous page's nextCursor, makes the server seek to
 * the page instead of skipping rows.
 */
export function fetchOrdersPage(
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
