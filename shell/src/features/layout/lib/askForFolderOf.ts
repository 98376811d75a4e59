import { prefetchFirstPage } from '@portal/web/orders/ordersList';
import { sessionStore } from '@portal/web/session/sessionStore';
import type { NavItem } from './sidebarItems';

/**
 * A click on another folder's link asks for that folder's first page at once, so the request
 * is on its way while the route changes and the queue screen switches folder rather than after
 * (docs/benchmarks.md#browser-timings); the screen takes the answer while it is fresh.
 */
export function askForFolderOf(item: NavItem, pathname: string): void {
  const user = sessionStore.getState().user;
  if (!item.folder || !user || pathname === item.path || pathname === item.alias) return;
  prefetchFirstPage(item.folder, user.name);
}
