import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiAnswer } from '@portal/web/api/failure';
import { useApiData, type LoadRequest } from '@portal/web/api/useApiData';
import type { FolderKey, ProcessStatus } from '@portal/shared/entities/folders';
import type { OrderListRow } from '@portal/shared/entities/order';
import { coalesce } from '@portal/web/live/coalesce';
import { subscribeToLiveUpdates } from '@portal/web/live/liveUpdates';
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

/** What one load shows: the rows of the folder they were loaded for. */
interface LoadedRows {
  folder: FolderKey;
  rows: OrderListRow[];
  total: number;
  totalCapped: boolean;
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
 * selection, reloads, and live reloads when anyone changes an order.
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
  const lastPage = useRef<{ view: string; page: number; nextCursor?: string } | null>(null);
  // Only the newest request changes what shows (useApiData): an older answer is dropped.
  const load = useCallback(
    async ({ isCurrent, progress }: LoadRequest<LoadedRows>): Promise<ApiAnswer<LoadedRows>> => {
      const view = `${folder}\n${String(perPage)}\n${search}`;
      const previous = lastPage.current;
      const after =
        previous?.view === view && previous.page === page - 1 ? previous.nextCursor : undefined;
      const result = await loadOrders(
        { folder, page, perPage, search, userName, after },
        {
          isCancelled: () => !isCurrent(),
          onChunk: (partial, total) =>
            progress({ folder, rows: partial, total, totalCapped: false }),
        },
      );
      if (!result.ok) return { status: 0, message: result.message, failure: result.failure };
      if (isCurrent()) lastPage.current = { view, page, nextCursor: result.nextCursor };
      const { rows, total, totalCapped = false } = result;
      return { status: 1, message: '', data: { folder, rows, total, totalCapped } };
    },
    [folder, page, perPage, search, userName],
  );
  const orders = useApiData(load);
  const reloadLoudly = orders.reload;

  // Rows taken out at once after a delete, until the next answer shows the list as it is.
  const [removed, setRemoved] = useState<{ of: LoadedRows; ids: ReadonlySet<number> } | null>(null);
  // A failed load (not a quiet one) empties the list until an answer comes: the rows before
  // it do not come back while the next one loads. Rows of another folder never show.
  const [failedRows, setFailedRows] = useState<LoadedRows | null>(null);
  if (orders.state === 'error' && orders.data !== null && failedRows !== orders.data) {
    setFailedRows(orders.data);
  }
  const shown = orders.state === 'error' || orders.data === failedRows ? null : orders.data;
  const loaded = shown?.folder === folder ? shown : null;
  const rows = useMemo(() => {
    if (!loaded) return NO_ROWS;
    return removed?.of === loaded
      ? loaded.rows.filter((row) => !removed.ids.has(row.order_id))
      : loaded.rows;
  }, [loaded, removed]);
  const total = loaded ? Math.max(0, loaded.total - (loaded.rows.length - rows.length)) : 0;
  const totalCapped = loaded?.totalCapped ?? false;
  const loading = orders.state === 'loading' && !orders.partial;
  const loadingMore = orders.state === 'loading' && orders.partial;
  const error = orders.state === 'error' ? orders.error : null;

  // Live updates and post-action reloads: one at a time, always with the current view.
  const latestRefresh = useRef(orders.refresh);
  useEffect(() => {
    latestRefresh.current = orders.refresh;
  }, [orders.refresh]);
  const reloadSilently = useMemo(
    () =>
      coalesce(async () => {
        await latestRefresh.current();
      }),
    [],
  );
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
      else reloadLoudly();
    },
    [reloadLoudly, reloadSilently],
  );

  const removeRows = useCallback(
    (orderIds: readonly number[]) => {
      if (!loaded) return;
      const ids = new Set(orderIds);
      setRemoved((current) => ({
        of: loaded,
        ids: current?.of === loaded ? new Set([...current.ids, ...ids]) : ids,
      }));
    },
    [loaded],
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
