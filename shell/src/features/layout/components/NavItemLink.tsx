import { Link, matchPath, useLocation } from 'react-router-dom';
import { CountBadge } from './CountBadge';
import { askForFolderOf } from '../lib/askForFolderOf';
import type { NavItem } from '../lib/sidebarItems';

interface Props {
  item: NavItem;
  /** The link's class; `active` is added on the page it opens. */
  className: string;
  labelClassName?: string;
  countClassName: string;
  /** After the click has asked for the folder's first page. */
  onNavigate?(): void;
}

/**
 * A sidebar or dashboard link with its live count. It is the current page (its `active` class,
 * and aria-current for screen readers) on its own path and on its alias: NavLink would mark
 * its own path only, and New Orders is also /admin, the page every sign-in opens.
 */
export function NavItemLink({
  item,
  className,
  labelClassName,
  countClassName,
  onNavigate,
}: Props) {
  const { pathname } = useLocation();
  const current =
    matchPath({ path: item.path, end: false }, pathname) !== null || pathname === item.alias;
  return (
    <Link
      to={item.path}
      className={current ? `${className} active` : className}
      aria-current={current ? 'page' : undefined}
      onClick={() => {
        askForFolderOf(item, pathname);
        onNavigate?.();
      }}
    >
      <span className={labelClassName}>{item.label}</span>
      {item.countKey && <CountBadge countKey={item.countKey} className={countClassName} />}
    </Link>
  );
}
