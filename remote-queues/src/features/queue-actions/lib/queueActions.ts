import type { ApiEnvelope } from '@portal/shared/api/envelope';
import type { FolderKey } from '@portal/shared/entities/folders';
import type { SessionUser } from '@portal/shared/entities/staff';
import { FOLDER_RULES } from '@portal/shared/folders/folderRules';
import { mayDeleteOrder } from '@portal/shared/roles/orderRules';
import { DEFAULT_CONFIRM_MESSAGE } from '@portal/web/ui/ConfirmDialog';
import { assignOrders } from '../api/assignOrderStatus';
import { deleteOrders } from '../api/changeOrderStatus';
import { markOrdersRefunded } from '../api/refundOrders';

export type QueueActionKey =
  'assignToMe' | 'moveToOriginalFolder' | 'refundedIt' | 'deleteOrder' | 'delete';

export interface QueueActionContext {
  folder: FolderKey;
  userName: string;
}

export interface QueueAction {
  label: string;
  /**
   * The question of the confirmation dialog (docs/product.md#queue-actions where it gives them).
   */
  confirmText: string;
  tone: 'primary' | 'danger';
  allowed(member: Pick<SessionUser, 'name' | 'type'>, folder: FolderKey): boolean;
  /** The orders leave the list when it succeeds. */
  removesRows: boolean;
  run(orderIds: number[], context: QueueActionContext): Promise<ApiEnvelope<unknown>>;
}

const everyone = () => true;

const NAMED_AT_MOST = 5;

/** Names the orders a confirmation is about, under the product's question (e.g. 'Order 104924'). */
export function ordersSubject(orderIds: readonly number[]): string {
  if (orderIds.length === 1) return `Order ${orderIds[0]}`;
  const named = orderIds.slice(0, NAMED_AT_MOST).join(', ');
  const more = orderIds.length - NAMED_AT_MOST;
  return `${orderIds.length} orders: ${named}${more > 0 ? ` and ${more} more` : ''}`;
}

const deleteAction: Omit<QueueAction, 'label'> = {
  confirmText: DEFAULT_CONFIRM_MESSAGE,
  tone: 'danger',
  // Offered when the member may delete an order of the folder that nobody holds: the only
  // toolbar Delete is Refund Orders', whose orders are never held (mayDeleteOrder decides).
  allowed: (member, folder) =>
    FOLDER_RULES[folder].statuses.some((status) =>
      mayDeleteOrder(member, { order_id: 0, process_status: status, assign_to: null }, 'queue'),
    ),
  removesRows: true,
  run: (orderIds, { folder }) => deleteOrders(orderIds, folder),
};

/** Every queue action, with the role rules and texts of docs/product.md#queue-actions. */
export const QUEUE_ACTIONS: Record<QueueActionKey, QueueAction> = {
  assignToMe: {
    label: 'Assign to me',
    confirmText: 'Are you sure want to assigned orders.',
    tone: 'primary',
    allowed: everyone,
    removesRows: false,
    run: (orderIds, { userName }) => assignOrders(orderIds, userName),
  },
  moveToOriginalFolder: {
    label: 'Move to Original Folder',
    confirmText: 'Are you sure want to move orders to new orders.',
    tone: 'primary',
    allowed: everyone,
    removesRows: true,
    run: (orderIds) => assignOrders(orderIds, ''),
  },
  refundedIt: {
    label: 'Refunded it',
    confirmText: 'Are you sure you want to mark the selected orders as refunded?',
    tone: 'primary',
    allowed: everyone,
    removesRows: false,
    run: (orderIds) => markOrdersRefunded(orderIds),
  },
  // The refund screen's name for deleting the selected orders.
  deleteOrder: { ...deleteAction, label: 'Delete Order' },
  // The Delete of a row's Action column.
  delete: { ...deleteAction, label: 'Delete' },
};

const waiting: readonly QueueActionKey[] = ['assignToMe'];

/** The toolbar actions on the selected rows of each queue (docs/product.md#queue-actions). */
export const BULK_ACTIONS: Record<FolderKey, readonly QueueActionKey[]> = {
  newOrder: waiting,
  priorityOrder: waiting,
  processMarchOrder: waiting,
  myOrder: ['moveToOriginalFolder'],
  pendingorder: [],
  completedorder: [],
  deletedorder: [],
  rejectedOrder: [],
  awaitingorder: [],
  awaitinggovtorder: [],
  customercalledorder: [],
  allorder: [],
  contactcustomerorder: [],
  refundorder: ['refundedIt', 'deleteOrder'],
  chargeBack: [],
};
