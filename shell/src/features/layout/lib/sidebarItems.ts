import type { FolderCountKey, FolderKey } from '@portal/shared/entities/folders';
import type { Role } from '@portal/shared/entities/staff';
import { PATHS, queuePath } from '@portal/shared/navigation/paths';
import { canOpenScreen } from '@portal/shared/roles/screenAccess';

export interface NavItem {
  label: string;
  path: string;
  countKey?: FolderCountKey;
  /** The queue the link opens. */
  folder?: FolderKey;
  /** Another path that shows the same screen (New Orders is also /admin). */
  alias?: string;
}

function folderLink(label: string, folder: FolderKey, countKey: FolderCountKey): NavItem {
  return { label, path: queuePath(folder), countKey, folder };
}

/** Dashboard cards (docs/product.md#layout). */
export const DASHBOARD_CARDS: NavItem[] = [
  folderLink('My Orders', 'myOrder', 'myOrdersCount'),
  { ...folderLink('New Orders', 'newOrder', 'newOrdersCount'), alias: PATHS.adminHome },
  folderLink('Priority Orders', 'priorityOrder', 'priorityOrdersCount'),
  folderLink('Pending Orders', 'pendingorder', 'pendingOrdersCount'),
  folderLink('Completed Orders', 'completedorder', 'completedOrdersCount'),
];

/** Sidebar folder links with counts, in the order of docs/product.md#layout. */
export const SIDEBAR_FOLDERS: NavItem[] = [
  folderLink('Awaiting Customer', 'awaitingorder', 'awaitingOrdersCount'),
  folderLink('Awaiting Govt', 'awaitinggovtorder', 'awaitingGovtCount'),
  folderLink('Contact Customer', 'contactcustomerorder', 'contactCustomerOrdersCount'),
  folderLink('Customer Called', 'customercalledorder', 'customerCalledCount'),
  folderLink('Deleted Orders', 'deletedorder', 'deletedOrdersCount'),
  folderLink('Rejected Orders', 'rejectedOrder', 'rejectedOrdersCount'),
  folderLink('Order History', 'allorder', 'allOrdersCount'),
  folderLink('Refunds', 'refundorder', 'refundOrdersCount'),
  folderLink('Charge Back', 'chargeBack', 'chargeBackCount'),
  { label: 'Country Order List', path: PATHS.countryOrderList },
];

/**
 * Further links. Process 5th March Orders and Send Invoice are not in the sidebar list of
 * docs/product.md#layout but have routes; they are linked here so every screen can be reached.
 */
export const SIDEBAR_TOOLS: NavItem[] = [
  folderLink('Process 5th March Orders', 'processMarchOrder', 'processMarchOrdersCount'),
  { label: 'Send Invoice', path: PATHS.sendInvoice },
  { label: 'Manage Team', path: PATHS.manageTeam },
  { label: 'Order Processed', path: PATHS.processedOrder },
  { label: 'Gateway Setting', path: PATHS.gatewaySetting },
  { label: 'Change Password', path: PATHS.changePassword },
  { label: 'Deployments', path: PATHS.deployments },
];

/** The links a role sees: those to the screens it may open. */
export function visibleTo(role: Role | undefined, items: NavItem[]): NavItem[] {
  return items.filter((item) => canOpenScreen(role, item.path));
}
