import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';
import type { OrderListPage } from '@portal/shared/entities/order';
import type { ApiAnswer } from '../api/failure';
import { prefetch, routeKey, type ApiQuery } from '../query/apiQuery';
import { fetchOrdersPage } from './fetchOrdersPage';

/** A queue opens on its first page of this many rows (docs/product.md#formats-and-limits). */
export const FIRST_PAGE_SIZE = 10;
/** A page asked for ahead of its screen is used only this soon after; later it may be stale. */
export const PREFETCH_FRESH_MS = 5000;

/** Rows of a queue as a screen shows them: the folder they were loaded for travels with them. */
export interface QueueRows extends Pick<
  OrderListPage,
  'rows' | 'total' | 'totalCapped' | 'nextCursor'
> {
  folder: FolderKey;
}

/** The answer's rows, marked with the folder they belong to. */
export function rowsOf(folder: FolderKey, answer: ApiAnswer<OrderListPage>): ApiAnswer<QueueRows> {
  const { data, ...envelope } = answer;
  return data === undefined ? envelope : { ...envelope, data: { ...data, folder } };
}

/**
 * One page of a queue, read through the cache. The key is the page (folder, number, size,
 * member), not how the server finds it: `readAfter`, asked when the page is fetched, gives the
 * previous page's nextCursor when the screen has it, so the server seeks instead of skipping.
 */
export function ordersPageQuery(
  folder: FolderKey,
  page: number,
  limit: number,
  userName: string,
  readAfter: () => string | undefined = () => undefined,
): ApiQuery<QueueRows> {
  const request = { params: { orderName: folder }, query: { page, limit, delay: 1, userName } };
  return {
    queryKey: routeKey(API_ROUTES.ordersList, request),
    load: async () =>
      rowsOf(folder, await fetchOrdersPage(folder, page, limit, userName, readAfter())),
    staleTime: PREFETCH_FRESH_MS,
  };
}

/**
 * Asks for a queue's first page now, before its screen exists (the shell does when sign-in
 * answers, and on a click on another folder): the rows then arrive in the cache while the
 * screen's code and grid are still being set up, and the screen's own query for that page
 * finds them there.
 */
export function prefetchFirstPage(folder: FolderKey, userName: string): void {
  void prefetch(ordersPageQuery(folder, 1, FIRST_PAGE_SIZE, userName));
}
