import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type {
  CellKeyDownEvent,
  ColDef,
  FullWidthCellKeyDownEvent,
  GetRowIdParams,
  GridApi,
  RowClassRules,
  RowSelectionOptions,
  SelectionChangedEvent,
} from 'ag-grid-community';
import { useNavigate } from 'react-router-dom';
import { AgGridReact } from '../lib/agGrid';
import type { OrderListRow } from '@portal/shared/entities/order';
import { mayWorkOrder } from '@portal/shared/roles/orderRules';
import { prefetchOrderDetails } from '@portal/web/orders/orderDetails';
import { portalGridTheme } from '../lib/agGridSetup';
import { useGridStages } from '../lib/useGridStages';
import { EmptyOverlay } from './EmptyOverlay';
import { orderPagePath } from './ActionCell';

interface Props {
  /** The id of the heading that names the grid for a screen reader. */
  labelledBy: string;
  userName: string;
  rows: OrderListRow[];
  columns: ColDef<OrderListRow>[];
  loading: boolean;
  selectedIds: ReadonlySet<number>;
  onSelectionChange(rows: OrderListRow[]): void;
  isGreyed(row: OrderListRow): boolean;
  isSelectable(row: OrderListRow): boolean;
  /** Whether rows have checkboxes: only where an action works on the selected rows. */
  selectable: boolean;
  /** A page of orders is on screen (QueueScreenProps). */
  onFirstRowsShown?(): void;
}

const DEFAULT_COLUMN: ColDef<OrderListRow> = {
  sortable: false,
  suppressMovable: true,
  resizable: true,
  flex: 1,
};

/**
 * The checkbox column. A constant, as every option object given to the grid must be: a new
 * object at each render is a changed option to ag-grid, which then rebuilds its columns and
 * measures the grid again.
 */
const SELECTION_COLUMN: ColDef<OrderListRow> = {
  width: 48,
  minWidth: 48,
  maxWidth: 48,
  resizable: false,
};

const rowId = ({ data }: GetRowIdParams<OrderListRow>) => String(data.order_id);

const LOADING_TEXT = 'Loading orders…';

/** What the grid says to a screen reader, in the portal's words rather than ag-grid's. */
const LOCALE_TEXT: Record<string, string> = {
  ariaHeaderSelection: 'Select all orders on this page',
  ariaRowSelectAll: 'Space selects or clears every order on this page',
  ariaRowToggleSelection: 'Select this order',
  ariaRowSelectionDisabled: 'Assigned to someone else, cannot be selected',
  ariaRowSelect: 'Space selects this order',
  ariaRowDeselect: 'Space clears this order',
  loadingOoo: LOADING_TEXT,
};

/** Tab leaves the grid rather than walking it cell by cell: the grid is one Tab stop (WAI-ARIA grid pattern). */
const tabOutOfGrid = () => false;

/** Selects in the grid exactly the given ids (the controller's selection is the truth). */
function applySelection(api: GridApi<OrderListRow>, selectedIds: ReadonlySet<number>): void {
  const toSelect: Parameters<GridApi['setNodesSelected']>[0]['nodes'] = [];
  const toClear: typeof toSelect = [];
  api.forEachNode((node) => {
    if (!node.data) return;
    const wanted = selectedIds.has(node.data.order_id);
    if (wanted !== Boolean(node.isSelected())) (wanted ? toSelect : toClear).push(node);
  });
  if (toSelect.length > 0) api.setNodesSelected({ nodes: toSelect, newValue: true });
  if (toClear.length > 0) api.setNodesSelected({ nodes: toClear, newValue: false });
}

/**
 * The orders table: checkbox selection, greyed rows, a fixed header over a 550px body,
 * the loading and empty overlays. Paging, search and data live in the list controller.
 */
export function OrdersGrid({
  labelledBy,
  userName,
  rows,
  columns,
  loading,
  selectedIds,
  onSelectionChange,
  isGreyed,
  isSelectable,
  selectable,
  onFirstRowsShown,
}: Props) {
  const gridRef = useRef<AgGridReact<OrderListRow>>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const stage = useGridStages();
  const gridLoading = loading || stage !== 'rows';

  const rowSelection = useMemo<RowSelectionOptions<OrderListRow>>(
    () => ({
      mode: 'multiRow',
      checkboxes: true,
      headerCheckbox: true,
      enableClickSelection: false,
      isRowSelectable: (node) => (node.data ? isSelectable(node.data) : false),
    }),
    [isSelectable],
  );

  const rowClassRules = useMemo<RowClassRules<OrderListRow>>(
    () => ({ 'orders-row-greyed': ({ data }) => (data ? isGreyed(data) : false) }),
    [isGreyed],
  );

  useEffect(() => {
    const api = gridRef.current?.api;
    if (api) applySelection(api, selectedIds);
  }, [selectedIds, rows, stage]);

  // ag-grid's live region keeps its last announcement: once the rows are in, a "Loading
  // orders…" still in it would be read again as if the list were still loading (the summary
  // under the grid announces the result), so it is emptied, now and whenever ag-grid's
  // delayed write puts it back.
  useEffect(() => {
    const region = boxRef.current?.querySelector('.ag-aria-description-container');
    if (gridLoading || !region) return;
    const clear = () => {
      if (region.textContent?.includes(LOADING_TEXT)) region.textContent = '';
    };
    clear();
    const observer = new MutationObserver(clear);
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [gridLoading]);

  // A folder with no orders draws no rows: its empty page is the first page shown.
  useEffect(() => {
    if (!gridLoading && rows.length === 0) onFirstRowsShown?.();
  }, [gridLoading, rows.length, onFirstRowsShown]);

  const onSelectionChanged = useCallback(
    (event: SelectionChangedEvent<OrderListRow>) => {
      // Changes the grid makes on our behalf are already in the controller.
      if (event.source === 'api') return;
      onSelectionChange(event.api.getSelectedRows());
    },
    [onSelectionChange],
  );

  // ag-grid has no option for the grid's accessible name: its grid element is labelled here,
  // and described by the list's order. The columns are not sortable (the server pages the
  // list newest first), so ag-grid puts aria-sort on none of their headers.
  const orderNoteId = useId();
  const onGridReady = useCallback(() => {
    const gridElement = boxRef.current?.querySelector('[role="grid"]');
    gridElement?.setAttribute('aria-labelledby', labelledBy);
    gridElement?.setAttribute('aria-describedby', orderNoteId);
  }, [labelledBy, orderNoteId]);

  // Enter on a row opens its order (the Action cell's own Enter moves into its controls).
  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<OrderListRow> | FullWidthCellKeyDownEvent<OrderListRow>) => {
      const key = event.event as KeyboardEvent | null | undefined;
      if (key?.key !== 'Enter' || !event.data || !('column' in event)) return;
      if (event.column.getColId() === 'action') return;
      if (!mayWorkOrder({ name: userName }, event.data)) return;
      // As a click on View does (the shell's askForOrderOf), the order is asked for at once.
      prefetchOrderDetails(event.data.order_id);
      void navigate(orderPagePath(event.data));
    },
    [navigate, userName],
  );

  return (
    <div className="orders-grid" ref={boxRef}>
      <p id={orderNoteId} hidden>
        Newest first, by date and time.
      </p>
      {stage !== 'box' && (
        <AgGridReact<OrderListRow>
          ref={gridRef}
          theme={portalGridTheme}
          rowData={stage === 'rows' ? rows : undefined}
          columnDefs={columns}
          defaultColDef={DEFAULT_COLUMN}
          getRowId={rowId}
          rowSelection={selectable ? rowSelection : undefined}
          selectionColumnDef={SELECTION_COLUMN}
          rowClassRules={rowClassRules}
          // Eight columns at most: render them all rather than only those in view.
          suppressColumnVirtualisation
          // A new page, folder or search replaces every row: faded in and out, the new rows
          // showed fully only after ag-grid's 400 ms fade, and the old ones lingered behind
          // them (docs/decisions.md, "Rows without animation").
          animateRows={false}
          loading={gridLoading}
          noRowsOverlayComponent={EmptyOverlay}
          onSelectionChanged={onSelectionChanged}
          onFirstDataRendered={onFirstRowsShown}
          onGridReady={onGridReady}
          onCellKeyDown={onCellKeyDown}
          tabToNextCell={tabOutOfGrid}
          localeText={LOCALE_TEXT}
        />
      )}
    </div>
  );
}
