import type { SessionUser } from '@portal/shared/entities/staff';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

interface Props {
  user: SessionUser;
  onToggleMenu(): void;
  onLogout(): void;
}

/** Top bar: logo, 'Welcome {name}', user menu (docs/product.md#layout). */
export function Header({ user, onToggleMenu, onLogout }: Props) {
  return (
    <header className="topbar">
      <button type="button" className="menu-toggle" onClick={onToggleMenu} aria-label="Toggle menu">
        <span />
        <span />
        <span />
      </button>
      <Logo />
      <span className="welcome">Welcome {user.name}</span>
      <UserMenu name={user.name} role={user.type} onLogout={onLogout} />
    </header>
  );
}
