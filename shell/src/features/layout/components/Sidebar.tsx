import { useId } from 'react';
import { NavItemLink } from './NavItemLink';
import type { NavItem } from '../lib/sidebarItems';

interface Props {
  groups: { heading: string; items: NavItem[] }[];
  open: boolean;
  onClose(): void;
  onLogout(): void;
}

/**
 * The side menu: folders with counts, tools, and Logout; a drawer on small screens. A
 * navigation landmark whose group names label their lists rather than being headings, so the
 * page's h1 is the first heading a screen reader meets.
 */
export function Sidebar({ groups, open, onClose, onLogout }: Props) {
  const groupId = useId();
  return (
    <nav className={`sidebar${open ? ' sidebar-open' : ''}`} aria-label="Main menu">
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
                  onNavigate={onClose}
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
