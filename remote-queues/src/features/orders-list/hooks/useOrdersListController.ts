import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FolderKey, ProcessStatus } from '@portal/shared/entities/folders';
import type { OrderListRow } from '@portal/shared/entities/order';
import { queryClient } from '@portal/web/query/queryClient';
import { useApiQuery } from '@portal/web/query/useApiQuery';
import type { QueueRows } from '@portal/web/orders/ordersList';
import { useDebouncedValue } from '@portal/web/util/useDebouncedValue';
import { queueViewQuery, type PageCursor } from '../lib/queueViewQuery';
import {
  MAX_SEARCH_LENGTH,
  readListQuery,
  totalPagesOf,
  writeListQuery,
  type ListQuery,
  type PerPage,
} from '../lib/listQuery';

/** docs/product.md#orders-table. */
export const SEARCH_DEBOUNCE_MS = 500;

/** A selected row, as the order list state keeps it (docs/product.md#records). */
export interface SelectedOrder {
  id: number;
  status: ProcessStatus;
}

export interface OrdersListOptions {
  folder: FolderKey;
  userName: string;
}

export interface OrdersListController {
  folder: FolderKey;
  rows: OrderListRow[];
  total: number;
  /** A search matched more orders than `total` (shown as '10,000+'). */
  totalCapped: boolean;
  page: number;
  perPage: PerPage;
  totalPages: number;
  /** The search the list shows (in the URL). */
  search: string;
  /** What the search box holds; it becomes `search` after SEARCH_DEBOUNCE_MS of quiet. */
  searchInput: string;
  /** The current view is loading (page, size, search or folder changed, or Refresh). */
  loading: boolean;
  /** 'All' shows its first rows while the rest still arrive. */
  loadingMore: boolean;
  error: string | null;
  selected: SelectedOrder[];
  setPage(page: number): void;
  setPerPage(perPage: PerPage): void;
  setSearchInput(text: string): void;
  setSelected(selected: SelectedOrder[]): void;
  /** Loads the current view again, through the loading state (Refresh). */
  reload(): void;
  /** Takes rows out at once (after a delete), before the reload confirms it. */
  removeRows(orderIds: readonly number[]): void;
}

const NO_ROWS: OrderListRow[] = [];

/** Selection pruned to the rows still shown, statuses as they are now; same array when unchanged. */
function pruneSelection(selected: SelectedOrder[], rows: OrderListRow[]): SelectedOrder[] {
  if (selected.length === 0) return selected;
  const byId = new Map(rows.map((row) => [row.order_id, row]));
  const next = selected.flatMap((item) => {
    const row = byId.get(item.id);
    return row ? [{ id: row.order_id, status: row.process_status }] : [];
  });
  const same =
    next.length === selected.length &&
    next.every((item, index) => item.status === selected[index]?.status);
  return same ? selected : next;
}

/**
 * Everything a queue list does, without any markup (the ra-core way): page, page size
 * and search kept in the URL, the debounced search box, loading and error state, the
 * selection and reloads; the cache refetches the rows when anyone changes an order.
 */
export function useOrdersListController({
  folder,
  userName,
}: OrdersListOptions): OrdersListController {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const { page, perPage, search } = query;

  const [selected, setSelected] = useState<SelectedOrder[]>([]);
  const [searchInput, setSearchInputState] = useState(search);

  // The screen stays mounted across the queue routes: a new folder is a new list, and
  // nothing of the previous queue's rows, selection, search box or error shows while its
  // first page loads (docs/product.md#queue-actions: the list clears on every route change).
  const [shownFolder, setShownFolder] = useState(folder);
  if (shownFolder !== folder) {
    setShownFolder(folder);
    setSelected([]);
    setSearchInputState(search);
  }

  const updateQuery = useCallback(
    (change: Partial<ListQuery>, replace = false) => {
      setParams((current) => writeListQuery(current, { ...readListQuery(current), ...change }), {
        replace,
      });
    },
    [setParams],
  );

  // The last list page loaded and its nextCursor: 'Next page' then seeks from its last row
  // instead of making the server skip every row before it. Other jumps use the offset.
  const lastPage = useRef<PageCursor | null>(null);
  // The cache keeps each view's newest answer, and only the current view's shows.
  const view = useMemo(
    () => queueViewQuery({ folder, page, perPage, search, userName }, lastPage),
    [folder, page, perPage, search, userName],
  );
  const orders = useApiQuery(view);

  // Rows of another folder never show while the new folder's first page loads, and a failed
  // load empties the list: the rows before it do not stand as if they were current.
  const loaded = orders.state !== 'error' && orders.data?.folder === folder ? orders.data : null;
  const rows = loaded?.rows ?? NO_ROWS;
  const total = loaded?.total ?? 0;
  const totalCapped = loaded?.totalCapped ?? false;
  const loading = orders.state === 'loading' && !orders.partial;
  const loadingMore = orders.state === 'loading' && orders.partial;
  const error = orders.state === 'error' ? orders.error : null;

  // The search box settles before it searches; an empty box brings the normal list back.
  // Only a box that has settled searches: after a search changed from outside (below), the
  // settled value lags the box for a moment and must not put the old search back.
  const typed = searchInput.trim().slice(0, MAX_SEARCH_LENGTH);
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === typed && settled !== search) updateQuery({ search: settled, page: 1 }, true);
  }, [settled, typed, search, updateQuery]);

  // A search changed from outside (back button, shared link) shows in the box.
  useEffect(() => {
    setSearchInputState((current) => (current.trim() === search ? current : search));
  }, [search]);

  useEffect(() => {
    setSelected((current) => pruneSelection(current, rows));
  }, [rows]);

  const totalPages = totalPagesOf(total, perPage);
  // A page past the end (rows deleted, a stale link) moves to the last page.
  useEffect(() => {
    if (!loading && !error && rows.length === 0 && total > 0 && page > totalPages) {
      updateQuery({ page: totalPages }, true);
    }
  }, [loading, error, rows.length, total, page, totalPages, updateQuery]);

  // Rows go at once after a delete; the refetch the delete sets off then confirms the list.
  const removeRows = useCallback(
    (orderIds: readonly number[]) => {
      const ids = new Set(orderIds);
      queryClient.setQueryData<QueueRows>(view.queryKey, (current) => {
        if (!current) return current;
        const kept = current.rows.filter((row) => !ids.has(row.order_id));
        return {
          ...current,
          rows: kept,
          total: Math.max(0, current.total - (current.rows.length - kept.length)),
        };
      });
    },
    [view],
  );

  return {
    folder,
    rows,
    total,
    totalCapped,
    page,
    perPage,
    totalPages,
    search,
    searchInput,
    loading,
    loadingMore,
    error,
    selected,
    setPage: useCallback((next: number) => updateQuery({ page: next }), [updateQuery]),
    setPerPage: useCallback(
      (next: PerPage) => updateQuery({ perPage: next, page: 1 }),
      [updateQuery],
    ),
    setSearchInput: setSearchInputState,
    setSelected,
    reload: orders.reload,
    removeRows,
  };
}
