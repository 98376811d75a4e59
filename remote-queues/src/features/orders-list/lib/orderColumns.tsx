import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { OrderListRow } from '@portal/shared/entities/order';
import { formatQueueDateTime, formatRefundDate } from '@portal/shared/dates/formatters';
import { ActionCell, type ActionCellOptions } from '../components/ActionCell';
import { keyboardIntoCellControls } from './cellKeyboard';

/** Which columns a queue shows (docs/product.md#orders-table). */
export type ColumnSet = 'default' | 'withoutTelephone' | 'refund';

type Column = ColDef<OrderListRow>;

/**
 * Text a column may cut off at 1280 px (long names and e-mails): the whole value in a title,
 * so a hover reads it (a native tooltip: no grid module for it).
 */
function titledText({ value }: ICellRendererParams<OrderListRow, string>) {
  return <span title={value ?? undefined}>{value}</span>;
}

const orderId: Column = {
  headerName: 'Order Id',
  field: 'order_id',
  width: 96,
  minWidth: 90,
  flex: 0,
};
const name: Column = {
  headerName: 'Name',
  colId: 'name',
  valueGetter: ({ data }) => (data ? `${data.given_names} ${data.family_name}` : ''),
  cellRenderer: titledText,
  minWidth: 110,
  flex: 1.2,
};
const email: Column = {
  headerName: 'Email',
  field: 'email',
  cellRenderer: titledText,
  minWidth: 150,
  flex: 1.6,
};
const telephone: Column = {
  headerName: 'Telephone',
  field: 'mobile_phone',
  width: 110,
  flex: 0,
};
const dateTime: Column = {
  headerName: 'Date & Time',
  field: 'created_at',
  valueFormatter: ({ value }) => formatQueueDateTime(value as string | null),
  width: 170,
  flex: 0,
};
const refundDate: Column = {
  headerName: 'Refund Date',
  field: 'refund_date',
  valueFormatter: ({ value }) => formatRefundDate(value as string | null),
  width: 118,
  flex: 0,
};
// 'Awaiting ' is stored with its trailing space; it is shown without it.
const status: Column = {
  headerName: 'Status',
  field: 'process_status',
  valueFormatter: ({ value }) => String(value ?? '').trim(),
  minWidth: 120,
  flex: 0.9,
};

function action(options: ActionCellOptions): Column {
  return {
    headerName: 'Action',
    colId: 'action',
    cellRenderer: ({ data }: ICellRendererParams<OrderListRow>) =>
      data ? <ActionCell order={data} {...options} /> : null,
    suppressKeyboardEvent: keyboardIntoCellControls,
    width: 136,
    flex: 0,
    resizable: false,
  };
}

/** The columns of a queue, with the Action column bound to the queue and member. */
export function orderColumns(set: ColumnSet, options: ActionCellOptions): Column[] {
  switch (set) {
    case 'withoutTelephone':
      return [orderId, name, email, dateTime, status, action(options)];
    case 'refund':
      return [orderId, email, telephone, dateTime, refundDate, status, action(options)];
    case 'default':
      return [orderId, name, email, telephone, dateTime, status, action(options)];
  }
}
