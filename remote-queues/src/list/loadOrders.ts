import { isSuccess, type ApiEnvelope } from '@portal/shared/api/envelope';
import type { FolderKey } from '@portal/shared/entities/folders';
import type { OrderListPage, OrderListRow } from '@portal/shared/entities/order';
import { getOrdersList } from '../api/getOrdersList';
import { searchOrders } from '../api/searchOrders';
import type { PerPage } from './listQuery';

/** 'All' is fetched in slices of this many rows, shown as they arrive. */
export const ALL_CHUNK_SIZE = 1000;
/** The server's largest page: 'All' stops there. */
export const MAX_ALL_ROWS = 100_000;

export interface LoadRequest {
  folder: FolderKey;
  page: number;
  perPage: PerPage;
  search: string;
  userName: string;
}

export type LoadResult =
  { ok: true; rows: OrderListRow[]; total: number } | { ok: false; message: string };

export interface LoadHooks {
  /** 'All' only: the rows so far, after each slice but the last. */
  onChunk?: (rows: OrderListRow[], total: number) => void;
  /** Checked between slices: a newer request makes the rest pointless. */
  isCancelled?: () => boolean;
}

/** Rows start..start+size of the folder, through the list call or, with a search, the search call. */
function fetchSlice(
  request: LoadRequest,
  start: number,
  size: number,
): Promise<ApiEnvelope<OrderListPage>> {
  return request.search
    ? searchOrders(request.folder, request.search, start, start + size)
    : getOrdersList(request.folder, Math.floor(start / size) + 1, size, request.userName);
}

/** The rows of one page; for 'All', every row in slices, so a large folder never freezes the page. */
export async function loadOrders(request: LoadRequest, hooks: LoadHooks = {}): Promise<LoadResult> {
  if (request.perPage !== 'all') {
    const answer = await fetchSlice(request, (request.page - 1) * request.perPage, request.perPage);
    return isSuccess(answer)
      ? { ok: true, rows: answer.data.rows, total: answer.data.total }
      : { ok: false, message: answer.message };
  }

  const rows: OrderListRow[] = [];
  const seen = new Set<number>();
  let total = 0;
  for (let start = 0; start < MAX_ALL_ROWS; start += ALL_CHUNK_SIZE) {
    const answer = await fetchSlice(request, start, ALL_CHUNK_SIZE);
    if (!isSuccess(answer)) return { ok: false, message: answer.message };
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
  return { ok: true, rows, total };
}
