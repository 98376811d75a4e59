import type { FolderKey } from '@portal/shared/entities/folders';
import type { QueueActionKey } from '../../queue-actions/lib/queueActions';
import type { ColumnSet } from './orderColumns';

/** What sets one queue apart from the others: its columns and its actions. */
export interface QueueConfig {
  columns: ColumnSet;
  /** Toolbar actions on the selected rows. */
  bulkActions: readonly QueueActionKey[];
  /** Whether rows offer Delete (to the roles canDeleteInFolder allows). */
  rowDelete: boolean;
}

const standard: QueueConfig = { columns: 'default', bulkActions: [], rowDelete: true };
const waiting: QueueConfig = { ...standard, bulkActions: ['assignToMe'] };

/** Every queue of docs/product.md#screens-and-routes. */
export const QUEUE_CONFIGS: Record<FolderKey, QueueConfig> = {
  newOrder: waiting,
  priorityOrder: waiting,
  processMarchOrder: waiting,
  myOrder: { ...standard, bulkActions: ['moveToOriginalFolder'] },
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
  refundorder: { columns: 'refund', bulkActions: ['refundedIt', 'deleteOrder'], rowDelete: true },
  chargeBack: standard,
};
