import { useCallback, useEffect, useMemo, useRef } from 'react';
import type {
  ColDef,
  GetRowIdParams,
  GridApi,
  RowClassRules,
  RowSelectionOptions,
  SelectionChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from '../lib/agGrid';
import type { OrderListRow } from '@portal/shared/entities/order';
import { portalGridTheme } from '../lib/agGridSetup';
import { EmptyOverlay } from './EmptyOverlay';

interface Props {
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

const rowId = ({ data }: GetRowIdParams<OrderListRow>) => String(data.order_id);

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
  }, [selectedIds, rows]);

  // A folder with no orders draws no rows: its empty page is the first page shown.
  useEffect(() => {
    if (!loading && rows.length === 0) onFirstRowsShown?.();
  }, [loading, rows.length, onFirstRowsShown]);

  const onSelectionChanged = useCallback(
    (event: SelectionChangedEvent<OrderListRow>) => {
      // Changes the grid makes on our behalf are already in the controller.
      if (event.source === 'api') return;
      onSelectionChange(event.api.getSelectedRows());
    },
    [onSelectionChange],
  );

  return (
    <div className="orders-grid">
      <AgGridReact<OrderListRow>
        ref={gridRef}
        theme={portalGridTheme}
        rowData={rows}
        columnDefs={columns}
        defaultColDef={DEFAULT_COLUMN}
        getRowId={rowId}
        rowSelection={selectable ? rowSelection : undefined}
        selectionColumnDef={{ width: 48, minWidth: 48, maxWidth: 48, resizable: false }}
        rowClassRules={rowClassRules}
        // Eight columns at most: render them all rather than only those in view.
        suppressColumnVirtualisation
        loading={loading}
        noRowsOverlayComponent={EmptyOverlay}
        onSelectionChanged={onSelectionChanged}
        onFirstDataRendered={onFirstRowsShown}
      />
    </div>
  );
}
