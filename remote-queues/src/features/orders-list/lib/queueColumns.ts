import type { FolderKey } from '@portal/shared/entities/folders';
import type { ColumnSet } from './orderColumns';

/** How one queue's table differs from the others: its columns and whether rows offer Delete. */
export interface QueueColumns {
  columns: ColumnSet;
  /** Whether rows offer Delete (to the roles canDeleteInFolder allows). */
  rowDelete: boolean;
}

const standard: QueueColumns = { columns: 'default', rowDelete: true };

/** Every queue of docs/product.md#screens-and-routes. */
export const QUEUE_COLUMNS: Record<FolderKey, QueueColumns> = {
  newOrder: standard,
  priorityOrder: standard,
  processMarchOrder: standard,
  myOrder: standard,
  pendingorder: standard,
  completedorder: standard,
  // Already deleted: nothing left to delete.
  deletedorder: { ...standard, rowDelete: false },
  rejectedOrder: standard,
  awaitingorder: standard,
  awaitinggovtorder: standard,
  customercalledorder: standard,
  allorder: standard,
  contactcustomerorder: { ...standard, columns: 'withoutTelephone' },
  refundorder: { columns: 'refund', rowDelete: true },
  chargeBack: standard,
};
