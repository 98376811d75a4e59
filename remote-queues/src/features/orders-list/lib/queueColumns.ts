import type { FolderKey } from '@portal/shared/entities/folders';
import type { ColumnSet } from './orderColumns';

/** How one queue's table differs from the others: its columns (Delete follows mayDeleteOrder). */
export interface QueueColumns {
  columns: ColumnSet;
}

const standard: QueueColumns = { columns: 'default' };

/** Every queue of docs/product.md#screens-and-routes. */
export const QUEUE_COLUMNS: Record<FolderKey, QueueColumns> = {
  newOrder: standard,
  priorityOrder: standard,
  processMarchOrder: standard,
  myOrder: standard,
  pendingorder: standard,
  completedorder: standard,
  deletedorder: standard,
  rejectedOrder: standard,
  awaitingorder: standard,
  awaitinggovtorder: standard,
  customercalledorder: standard,
  allorder: standard,
  contactcustomerorder: { ...standard, columns: 'withoutTelephone' },
  refundorder: { columns: 'refund' },
  chargeBack: standard,
};
