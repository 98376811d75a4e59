import { callApi } from '../api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';

/** A queue opens on its first page of this many rows (docs/product.md#formats-and-limits). */
export const FIRST_PAGE_SIZE = 10;
/** A page asked for ahead of its screen is used only this soon after; later it may be stale. */
export const PREFETCH_FRESH_MS = 5000;

type ListAnswer = ReturnType<typeof requestPage>;

/**
 * One page of a queue (sent with delay=1, docs/product.md#calls). `after`, the previous
 * page's nextCursor, makes the server seek to the page instead of skipping rows.
 */
function requestPage(
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

const keyOf = (folder: FolderKey, page: number, limit: number, userName: string) =>
  `${folder}\n${String(page)}\n${String(limit)}\n${userName}`;

// One page asked for early; a module of the shared package, so the shell that asks and the
// queues remote that takes it see the same one.
let prefetched: { key: string; askedAt: number; answer: ListAnswer } | null = null;

/** One page of a queue; the first page's answer is the prefetched one when it is fresh. */
export function getOrdersList(
  folder: FolderKey,
  page: number,
  limit: number,
  userName: string,
  after?: string,
): ListAnswer {
  const early = prefetched;
  prefetched = null;
  const fresh = early && Date.now() - early.askedAt < PREFETCH_FRESH_MS;
  if (fresh && after === undefined && early.key === keyOf(folder, page, limit, userName)) {
    return early.answer;
  }
  return requestPage(folder, page, limit, userName, after);
}

/**
 * Asks for a queue's first page now, before its screen exists (the shell does when sign-in
 * answers): the rows then arrive while the screen's code and grid are still being set up,
 * instead of being asked for only once the grid is mounted.
 */
export function prefetchFirstPage(folder: FolderKey, userName: string): void {
  prefetched = {
    key: keyOf(folder, 1, FIRST_PAGE_SIZE, userName),
    askedAt: Date.now(),
    answer: requestPage(folder, 1, FIRST_PAGE_SIZE, userName),
  };
}
