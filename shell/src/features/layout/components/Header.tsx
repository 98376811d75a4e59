import type { Ref } from 'react';
import type { SessionUser } from '@portal/shared/entities/staff';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

interface Props {
  user: SessionUser;
  /** The side menu the toggle shows and hides below 991px: whether it is open, and its id. */
  menuOpen: boolean;
  menuId: string;
  toggleRef: Ref<HTMLButtonElement>;
  onToggleMenu(): void;
  onLogout(): void;
}

/** Top bar: logo, 'Welcome {name}', user menu (docs/product.md#layout). */
export function Header({ user, menuOpen, menuId, toggleRef, onToggleMenu, onLogout }: Props) {
  return (
    <header className="topbar">
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        onClick={onToggleMenu}
        aria-label="Toggle menu"
        aria-expanded={menuOpen}
        aria-controls={menuId}
      >
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
