import type { Static } from '@sinclair/typebox';
import type { folderCountsSchema } from '../schemas/queueSchemas';

/** Folder keys used by the list screens, reports and other lists (docs/product.md#folders). */
export const FOLDER_KEYS = [
  'newOrder',
  'priorityOrder',
  'pendingorder',
  'completedorder',
  'deletedorder',
  'awaitingorder',
  'awaitinggovtorder',
  'customercalledorder',
  'allorder',
  'contactcustomerorder',
  'refundorder',
  'processMarchOrder',
  'myOrder',
  'chargeBack',
  'rejectedOrder',
] as const;
export type FolderKey = (typeof FOLDER_KEYS)[number];

/** process_status values seen (docs/product.md#folders); note the trailing space of 'Awaiting '. */
export const PROCESS_STATUSES = [
  'New',
  'Priority Processing',
  'moveToProcessMarch',
  'Awaiting ',
  'Refunds',
  'Completed',
  'Deleted',
  'Rejected',
  'Contact Customer',
  'AwaitingGovt',
  'Customer Called',
  'ChargeBack',
  'Pending',
] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

/** Numeric order_status (docs/product.md#status-moves). 2 and 3 both mean 'with government'. */
export const ORDER_STATUS = {
  received: 0,
  processing: 1,
  awaitingGovernment: 2,
  withGovernment: 3,
  missingInformation: 5,
} as const;
export type OrderStatus = 0 | 1 | 2 | 3 | 5;

/** Live folder counts (docs/product.md#records), as their schema declares them. */
export type FolderCounts = Static<typeof folderCountsSchema>;
export type FolderCountKey = keyof FolderCounts;
