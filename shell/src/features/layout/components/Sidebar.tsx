import { useId } from 'react';
import { closeOnEscape } from '@portal/web/navigation/closeOnEscape';
import { NavItemLink } from './NavItemLink';
import type { NavItem } from '../lib/sidebarItems';

interface Props {
  id: string;
  groups: { heading: string; items: NavItem[] }[];
  open: boolean;
  /** The close button or Escape, on small screens. */
  onClose(): void;
  /** A link was chosen: the drawer closes and the page's heading takes focus. */
  onNavigate(): void;
  onLogout(): void;
}

/**
 * The side menu: folders with counts, tools, and Logout; a drawer on small screens. A
 * navigation landmark whose group names label their lists rather than being headings, so the
 * page's h1 is the first heading a screen reader meets. Closed on a small screen it is hidden,
 * not only moved off the screen, so Tab does not reach links nobody can see.
 */
export function Sidebar({ id, groups, open, onClose, onNavigate, onLogout }: Props) {
  const groupId = useId();
  return (
    <nav
      id={id}
      className={`sidebar${open ? ' sidebar-open' : ''}`}
      aria-label="Main menu"
      onKeyDown={closeOnEscape(open, onClose)}
    >
      <button type="button" className="sidebar-close" onClick={onClose} aria-label="Close menu">
        ×
      </button>
      {groups.map((group) => (
        <div key={group.heading} className="sidebar-group">
          <p className="sidebar-heading" id={`${groupId}-${group.heading}`}>
            {group.heading}
          </p>
          <ul aria-labelledby={`${groupId}-${group.heading}`}>
            {group.items.map((item) => (
              <li key={item.path}>
                <NavItemLink
                  item={item}
                  className="sidebar-link"
                  countClassName="sidebar-count"
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="sidebar-group">
        <button type="button" className="sidebar-link sidebar-logout" onClick={onLogout}>
          Logout
        </button>
      </div>
    </nav>
  );
}
