import { NavLink } from 'react-router-dom';
import { CountBadge } from './CountBadge';
import type { NavItem } from './sidebarItems';

/** The five folder cards with live counts above every queue. */
export function DashboardCards({ cards }: { cards: NavItem[] }) {
  return (
    <nav className="dashboard-cards" aria-label="Order folders">
      {cards.map((card) => (
        <NavLink key={card.path} to={card.path} className="dashboard-card">
          <span className="dashboard-card-label">{card.label}</span>
          {card.countKey && (
            <CountBadge countKey={card.countKey} className="dashboard-card-count" />
          )}
        </NavLink>
      ))}
    </nav>
  );
}
