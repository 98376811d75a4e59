import type { ReactNode } from 'react';
import type { ColDef } from 'ag-grid-community';
import type { OrderListRow } from '@portal/shared/entities/order';
import type { OrdersListController } from '../hooks/useOrdersListController';
import { OrdersGrid } from './OrdersGrid';
import { Pager } from '@portal/web/ui/Pager';
import { RowsSelector } from './RowsSelector';
import { SearchBox } from './SearchBox';
import { formatCount } from '@portal/shared/numbers/formatCount';

interface Props {
  list: OrdersListController;
  /** The id of the heading that names the table. */
  labelledBy: string;
  userName: string;
  columns: ColDef<OrderListRow>[];
  /** Actions on the selected rows, shown above the table. */
  actions?: ReactNode;
  isGreyed(row: OrderListRow): boolean;
  isSelectable(row: OrderListRow): boolean;
  /** Whether rows have checkboxes: only where an action works on the selected rows. */
  selectable: boolean;
  onSelectionChange(rows: OrderListRow[]): void;
  selectedIds: ReadonlySet<number>;
  onFirstRowsShown?(): void;
}

function summary({
  rows,
  total,
  totalCapped,
  page,
  perPage,
  loadingMore,
}: OrdersListController): string {
  // A search stops counting at 10,000 matches: '10,000+'.
  const totalText = `${formatCount(total)}${totalCapped ? '+' : ''}`;
  if (total === 0) return 'No orders';
  if (perPage === 'all') {
    return loadingMore
      ? `Showing ${formatCount(rows.length)} of ${totalText} orders, loading the rest…`
      : totalCapped
        ? `Showing the first ${formatCount(rows.length)} of ${totalText} orders`
        : `Showing all ${formatCount(total)} orders`;
  }
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, first + rows.length - 1);
  return rows.length === 0
    ? `${totalText} orders`
    : `Showing ${formatCount(first)} to ${formatCount(last)} of ${totalText} orders`;
}

/** The shared orders table: rows selector and search, the grid, the summary and the pager. */
export function OrdersTable({
  list,
  labelledBy,
  userName,
  columns,
  actions,
  isGreyed,
  isSelectable,
  selectable,
  onSelectionChange,
  selectedIds,
  onFirstRowsShown,
}: Props) {
  return (
    <div className="orders-table">
      <div className="orders-toolbar">
        <RowsSelector value={list.perPage} onChange={list.setPerPage} />
        <SearchBox value={list.searchInput} onChange={list.setSearchInput} />
      </div>
      {actions}
      {list.error && (
        <div className="alert-error" role="alert">
          <span>{list.error}</span>
          <button type="button" className="btn btn-small" onClick={() => list.reload()}>
            Try again
          </button>
        </div>
      )}
      <OrdersGrid
        labelledBy={labelledBy}
        userName={userName}
        rows={list.rows}
        columns={columns}
        loading={list.loading}
        selectedIds={selectedIds}
        onSelectionChange={onSelectionChange}
        isGreyed={isGreyed}
        isSelectable={isSelectable}
        selectable={selectable}
        onFirstRowsShown={onFirstRowsShown}
      />
      <div className="table-footer">
        <p className="orders-summary muted" aria-live="polite">
          {summary(list)}
        </p>
        <Pager
          page={list.page}
          totalPages={list.totalPages}
          onPageChange={list.setPage}
          disabled={list.loading}
        />
      </div>
    </div>
  );
}
