import { isSuccess } from '@portal/shared/api/envelope';
import type { ApiAnswer, CallFailure } from '@portal/web/api/failure';
import type { FolderKey } from '@portal/shared/entities/folders';
import type { OrderListPage, OrderListRow } from '@portal/shared/entities/order';
import { fetchOrdersPage } from '@portal/web/orders/fetchOrdersPage';
import { MAX_PAGE_SIZE } from '@portal/shared/orders/pageSize';
import { searchOrders } from '../api/searchOrder';
import type { PerPage } from './listQuery';

/** 'All' is fetched in slices of the server's largest page, shown as they arrive. */
export const ALL_CHUNK_SIZE = MAX_PAGE_SIZE;
/** The most rows 'All' holds in the page: a browser tab stays usable with this many. */
export const MAX_ALL_ROWS = 100_000;

export interface LoadRequest {
  folder: FolderKey;
  page: number;
  perPage: PerPage;
  search: string;
  userName: string;
}

export type LoadResult =
  | {
      ok: true;
      rows: OrderListRow[];
      total: number;
      /** A search matched more than `total` orders. */
      totalCapped?: boolean;
      /** Where the page after this one starts (lists only). */
      nextCursor?: string;
    }
  | { ok: false; message: string; failure?: CallFailure };

export interface LoadHooks {
  /** 'All' only: the rows so far, after each slice but the last. */
  onChunk?: (rows: OrderListRow[], total: number) => void;
  /** Checked between slices: a newer request makes the rest pointless. */
  isCancelled?: () => boolean;
}

/**
 * Rows start..start+size of the folder, through the list call or, with a search, the search
 * call. A list slice with `after` (the previous slice's nextCursor) is sought, not offset.
 */
function fetchSlice(
  request: LoadRequest,
  start: number,
  size: number,
  after: string | undefined,
): Promise<ApiAnswer<OrderListPage>> {
  const page = Math.floor(start / size) + 1;
  return request.search
    ? searchOrders(request.folder, request.search, start, start + size)
    : fetchOrdersPage(request.folder, page, size, request.userName, after);
}

function loaded({ rows, total, totalCapped, nextCursor }: OrderListPage): LoadResult {
  return {
    ok: true,
    rows,
    total,
    ...(totalCapped ? { totalCapped } : {}),
    ...(nextCursor === undefined ? {} : { nextCursor }),
  };
}

function failed({ message, failure }: ApiAnswer<unknown>): LoadResult {
  return failure ? { ok: false, message, failure } : { ok: false, message };
}

/** The rows of one page; for 'All', every row in slices, so a large folder never freezes the page. */
export async function loadOrders(request: LoadRequest, hooks: LoadHooks = {}): Promise<LoadResult> {
  if (request.perPage !== 'all') {
    const start = (request.page - 1) * request.perPage;
    const answer = await fetchSlice(request, start, request.perPage, undefined);
    return isSuccess(answer) ? loaded(answer.data) : failed(answer);
  }

  const rows: OrderListRow[] = [];
  const seen = new Set<number>();
  let total = 0;
  let totalCapped = false;
  // Each list slice seeks from the last row of the one before: slice 100 costs what slice 1 does.
  let after: string | undefined;
  for (let start = 0; start < MAX_ALL_ROWS; start += ALL_CHUNK_SIZE) {
    const answer = await fetchSlice(request, start, ALL_CHUNK_SIZE, after);
    if (!isSuccess(answer)) return failed(answer);
    after = answer.data.nextCursor;
    totalCapped = answer.data.totalCapped === true;
    // Orders may move between slices; each is kept once.
    for (const row of answer.data.rows) {
      if (!seen.has(row.order_id)) {
        seen.add(row.order_id);
        rows.push(row);
      }
    }
    total = answer.data.total;
    const finished = answer.data.rows.length < ALL_CHUNK_SIZE || start + ALL_CHUNK_SIZE >= total;
    if (finished || hooks.isCancelled?.()) break;
    hooks.onChunk?.([...rows], total);
  }
  return { ok: true, rows, total, ...(totalCapped ? { totalCapped } : {}) };
}
