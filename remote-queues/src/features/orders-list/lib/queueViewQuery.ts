import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { isSuccess, STATUS_FAILURE, STATUS_SUCCESS } from '@portal/shared/api/envelope';
import type { ApiAnswer } from '@portal/web/api/failure';
import { ordersPageQuery, type QueueRows } from '@portal/web/orders/ordersList';
import { routeKey, type ApiQuery } from '@portal/web/query/apiQuery';
import { loadOrders, type LoadRequest } from './loadOrders';

/** The last list page a queue loaded, and where the page after it starts. */
export interface PageCursor {
  view: string;
  page: number;
  nextCursor?: string;
}

/**
 * What a queue shows, as a query of the cache. A list page is the page the sign-in and the
 * sidebar ask for ahead (one key, ordersPageQuery), and seeks from the page before it when
 * the queue has just shown that one. 'All' and searches load through loadOrders, 'All' showing
 * its rows as they arrive.
 */
export function queueViewQuery(
  request: LoadRequest,
  lastPage: { current: PageCursor | null },
): ApiQuery<QueueRows> {
  const { folder, page, perPage, search, userName } = request;
  if (perPage !== 'all' && search === '') {
    const view = `${folder}\n${String(perPage)}`;
    const pageQuery = ordersPageQuery(folder, page, perPage, userName, () => {
      const previous = lastPage.current;
      return previous?.view === view && previous.page === page - 1
        ? previous.nextCursor
        : undefined;
    });
    return {
      ...pageQuery,
      load: async (load) => {
        const answer = await pageQuery.load(load);
        if (isSuccess(answer) && load.isCurrent()) {
          lastPage.current = { view, page, nextCursor: answer.data.nextCursor };
        }
        return answer;
      },
    };
  }
  const route = search ? API_ROUTES.searchOrder : API_ROUTES.ordersList;
  return {
    queryKey: [...routeKey(route), request],
    load: async ({ isCurrent, progress }): Promise<ApiAnswer<QueueRows>> => {
      const result = await loadOrders(request, {
        isCancelled: () => !isCurrent(),
        onChunk: (rows, total) => progress({ folder, rows, total }),
      });
      if (!result.ok) {
        const { message, failure } = result;
        return { status: STATUS_FAILURE, message, ...(failure ? { failure } : {}) };
      }
      const { rows, total, totalCapped } = result;
      const data = { folder, rows, total, ...(totalCapped ? { totalCapped } : {}) };
      return { status: STATUS_SUCCESS, message: '', data };
    },
  };
}
