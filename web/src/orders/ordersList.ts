import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';
import { prefetch, routeQuery } from '../query/apiQuery';

/** A queue opens on its first page of this many rows (docs/product.md#formats-and-limits). */
export const FIRST_PAGE_SIZE = 10;
/** A page asked for ahead of its screen is used only this soon after; later it may be stale. */
export const PREFETCH_FRESH_MS = 5000;

/**
 * One page of a queue, read through the cache (sent with delay=1, docs/product.md#calls).
 * `after`, the previous page's nextCursor, makes the server seek to the page instead of
 * skipping rows.
 */
export function ordersPageQuery(
  folder: FolderKey,
  page: number,
  limit: number,
  userName: string,
  after?: string,
) {
  const query = { page, limit, delay: 1, userName, ...(after === undefined ? {} : { after }) };
  return {
    ...routeQuery(API_ROUTES.ordersList, { params: { orderName: folder }, query }),
    staleTime: PREFETCH_FRESH_MS,
  };
}

/**
 * Asks for a queue's first page now, before its screen exists (the shell does when sign-in
 * answers): the rows then arrive in the cache while the screen's code and grid are still
 * being set up, and the screen's own query for that page finds them there.
 */
export function prefetchFirstPage(folder: FolderKey, userName: string): void {
  void prefetch(ordersPageQuery(folder, 1, FIRST_PAGE_SIZE, userName));
}
