import { NavLink, useLocation } from 'react-router-dom';
import { CountBadge } from './CountBadge';
import { askForFolderOf } from '../lib/askForFolderOf';
import { navClass, type NavItem } from '../lib/sidebarItems';

/** The five folder cards with live counts above every queue. */
export function DashboardCards({ cards }: { cards: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <nav className="dashboard-cards" aria-label="Order folders">
      {cards.map((card) => (
        <NavLink
          key={card.path}
          to={card.path}
          className={navClass('dashboard-card', card, pathname)}
          onClick={() => askForFolderOf(card, pathname)}
        >
          <span className="dashboard-card-label">{card.label}</span>
          {card.countKey && (
            <CountBadge countKey={card.countKey} className="dashboard-card-count" />
          )}
        </NavLink>
      ))}
    </nav>
  );
}
