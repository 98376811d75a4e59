import { NavItemLink } from './NavItemLink';
import type { NavItem } from '../lib/sidebarItems';

/** The five folder cards with live counts above every queue. */
export function DashboardCards({ cards }: { cards: NavItem[] }) {
  return (
    <nav className="dashboard-cards" aria-label="Order folders">
      {cards.map((card) => (
        <NavItemLink
          key={card.path}
          item={card}
          className="dashboard-card"
          labelClassName="dashboard-card-label"
          countClassName="dashboard-card-count"
        />
      ))}
    </nav>
  );
}
