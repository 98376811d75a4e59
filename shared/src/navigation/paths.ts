import type { FolderKey } from '../entities/folders';
import { CUSTOMER_PATHS } from './customerPaths';

/**
 * Every screen path of docs/product.md#screens-and-routes, declared once for the shell and the
 * remotes.
 */
export const PATHS = {
  login: '/',
  adminHome: '/admin',
  countryOrderList: '/admin/country-order-list',
  sendInvoice: '/admin/send-invoice',
  gatewaySetting: '/admin/gateway-setting',
  changePassword: '/admin/change-password',
  manageTeam: '/admin/manage-team',
  manageTeamEdit: '/admin/manage-team/:teamMemberId',
  viewOrder: '/admin/view-order/:encodedOrderId',
  processedOrder: '/admin/processed-order',
  /** Remote releases (docs/decisions.md, "Releases"). */
  deployments: '/admin/deployments',
  ...CUSTOMER_PATHS,
} as const;

export interface QueueScreen {
  path: string;
  folder: FolderKey;
  title: string;
}

/** The queue screens: route, folder key and page title. */
export const QUEUE_SCREENS: readonly QueueScreen[] = [
  { path: '/admin/recent-order', folder: 'newOrder', title: 'New Orders' },
  { path: '/admin/my-order', folder: 'myOrder', title: 'My Orders' },
  { path: '/admin/priority-order', folder: 'priorityOrder', title: 'Priority Orders' },
  { path: '/admin/pending-order', folder: 'pendingorder', title: 'Pending Orders' },
  { path: '/admin/completed-order', folder: 'completedorder', title: 'Completed Orders' },
  { path: '/admin/deleted-order', folder: 'deletedorder', title: 'Deleted Orders' },
  { path: '/admin/rejected-order', folder: 'rejectedOrder', title: 'Rejected Orders' },
  { path: '/admin/awaiting-response', folder: 'awaitingorder', title: 'Awaiting Customer' },
  { path: '/admin/awaiting-govt', folder: 'awaitinggovtorder', title: 'Awaiting Govt' },
  { path: '/admin/called', folder: 'customercalledorder', title: 'Customer Called' },
  { path: '/admin/order-history', folder: 'allorder', title: 'Order History' },
  { path: '/admin/contact-customer', folder: 'contactcustomerorder', title: 'Contact Customer' },
  { path: '/admin/refund-order', folder: 'refundorder', title: 'Refund Orders' },
  { path: '/admin/chargeback', folder: 'chargeBack', title: 'Charge Back' },
  {
    path: '/admin/process-march-order',
    folder: 'processMarchOrder',
    title: 'Process 5th March Orders',
  },
];

export function queuePath(folder: FolderKey): string {
  const screen = QUEUE_SCREENS.find((candidate) => candidate.folder === folder);
  if (!screen) throw new Error(`No queue screen for folder ${folder}`);
  return screen.path;
}
