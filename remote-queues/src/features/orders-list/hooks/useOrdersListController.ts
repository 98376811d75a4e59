import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FolderKey, ProcessStatus } from '@portal/shared/entities/folders';
import type { OrderListRow } from '@portal/shared/entities/order';
import { coalesce } from '@portal/shared/live/coalesce';
import { subscribeToLiveUpdates } from '@portal/shared/live/liveUpdates';
import { loadOrders } from '../lib/loadOrders';
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
  /** Loads the current view again; `silent` keeps the rows on screen until the new ones come. */
  reload(options?: { silent?: boolean }): void;
  /** Takes rows out at once (after a delete), before the reload confirms it. */
  removeRows(orderIds: readonly number[]): void;
}

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
 * selection, reloads, and live reloads when anyone changes an order.
 */
export function useOrdersListController({
  folder,
  userName,
}: OrdersListOptions): OrdersListController {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const { page, perPage, search } = query;

  const [rows, setRows] = useState<OrderListRow[]>([]);
  const [total, setTotal] = useState(0);
  const [totalCapped, setTotalCapped] = useState(false);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<SelectedOrder[]>([]);
  const [searchInput, setSearchInputState] = useState(search);

  // The screen stays mounted across the queue routes: a new folder is a new list, and
  // nothing of the previous queue's rows, selection, search box or error shows while its
  // first page loads (docs/product.md#queue-actions: the list clears on every route change).
  const [shownFolder, setShownFolder] = useState(folder);
  if (shownFolder !== folder) {
    setShownFolder(folder);
    setRows([]);
    setTotal(0);
    setTotalCapped(false);
    setLoading(true);
    setLoadingMore(false);
    setError(null);
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
  const lastPage = useRef<{ view: string; page: number; nextCursor?: string } | null>(null);
  // Only the newest request may change the state: an older answer arriving late is dropped.
  const requestSeq = useRef(0);
  const load = useCallback(
    async (silent: boolean) => {
      const seq = ++requestSeq.current;
      const isCurrent = () => seq === requestSeq.current;
      if (!silent) {
        setLoading(true);
        setError(null);
      }
      const view = `${folder}\n${String(perPage)}\n${search}`;
      const previous = lastPage.current;
      const after =
        previous?.view === view && previous.page === page - 1 ? previous.nextCursor : undefined;
      const result = await loadOrders(
        { folder, page, perPage, search, userName, after },
        {
          isCancelled: () => !isCurrent(),
          onChunk: silent
            ? undefined
            : (partial, partialTotal) => {
                if (!isCurrent()) return;
                setRows(partial);
                setTotal(partialTotal);
                setLoading(false);
                setLoadingMore(true);
              },
        },
      );
      if (!isCurrent()) return;
      if (result.ok) {
        lastPage.current = { view, page, nextCursor: result.nextCursor };
        setRows(result.rows);
        setTotal(result.total);
        setTotalCapped(result.totalCapped === true);
        setError(null);
      } else if (!silent) {
        setRows([]);
        setTotal(0);
        setTotalCapped(false);
        setError(result.message);
      }
      setLoading(false);
      setLoadingMore(false);
    },
    [folder, page, perPage, search, userName],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  // Live updates and post-action reloads: one at a time, always with the current view.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  }, [load]);
  const reloadSilently = useMemo(() => coalesce(() => latestLoad.current(true)), []);
  useEffect(() => subscribeToLiveUpdates(reloadSilently), [reloadSilently]);

  // The search box settles before it searches; an empty box brings the normal list back.
  useEffect(() => {
    const value = searchInput.trim().slice(0, MAX_SEARCH_LENGTH);
    if (value === search) return;
    const timer = setTimeout(
      () => updateQuery({ search: value, page: 1 }, true),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchInput, search, updateQuery]);

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

  const reload = useCallback(
    (options: { silent?: boolean } = {}) => {
      if (options.silent) reloadSilently();
      else void load(false);
    },
    [load, reloadSilently],
  );

  const removeRows = useCallback(
    (orderIds: readonly number[]) => {
      const removed = new Set(orderIds);
      const kept = rows.filter((row) => !removed.has(row.order_id));
      setRows(kept);
      setTotal((count) => Math.max(0, count - (rows.length - kept.length)));
    },
    [rows],
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
    reload,
    removeRows,
  };
}
