import type { FolderCountKey, FolderKey, ProcessStatus } from '../entities/folders';

/**
 * What makes up each folder (docs/decisions.md explains the choices). A folder is a set
 * of process_status values; `myOrder` is further narrowed to the orders assigned to the
 * signed-in user. The server builds its list and count queries from this table, so a
 * folder's count always equals its list total.
 */
export interface FolderRule {
  statuses: readonly ProcessStatus[];
  assignedToUser: boolean;
  countKey: FolderCountKey;
}

/** Statuses that still wait for someone to work them: the ones 'Assign to me' applies to. */
export const WORKABLE_STATUSES = [
  'New',
  'Priority Processing',
  'moveToProcessMarch',
] as const satisfies readonly ProcessStatus[];

const EVERY_STATUS_BUT_DELETED: readonly ProcessStatus[] = [
  'New',
  'Priority Processing',
  'moveToProcessMarch',
  'Awaiting ',
  'Refunds',
  'Completed',
  'Rejected',
  'Contact Customer',
  'AwaitingGovt',
  'Customer Called',
  'ChargeBack',
  'Pending',
];

function folder(
  countKey: FolderCountKey,
  statuses: readonly ProcessStatus[],
  assignedToUser = false,
): FolderRule {
  return { countKey, statuses, assignedToUser };
}

export const FOLDER_RULES: Record<FolderKey, FolderRule> = {
  myOrder: folder('myOrdersCount', WORKABLE_STATUSES, true),
  newOrder: folder('newOrdersCount', ['New']),
  priorityOrder: folder('priorityOrdersCount', ['Priority Processing']),
  processMarchOrder: folder('processMarchOrdersCount', ['moveToProcessMarch']),
  pendingorder: folder('pendingOrdersCount', ['Pending']),
  completedorder: folder('completedOrdersCount', ['Completed']),
  awaitingorder: folder('awaitingOrdersCount', ['Awaiting ']),
  awaitinggovtorder: folder('awaitingGovtCount', ['AwaitingGovt']),
  contactcustomerorder: folder('contactCustomerOrdersCount', ['Contact Customer']),
  customercalledorder: folder('customerCalledCount', ['Customer Called']),
  deletedorder: folder('deletedOrdersCount', ['Deleted']),
  rejectedOrder: folder('rejectedOrdersCount', ['Rejected']),
  allorder: folder('allOrdersCount', EVERY_STATUS_BUT_DELETED),
  refundorder: folder('refundOrdersCount', ['Refunds']),
  chargeBack: folder('chargeBackCount', ['ChargeBack']),
};
