import { useEffect, useRef, useState } from 'react';

interface Props {
  name: string;
  role: string;
  onLogout(): void;
}

/** The header's user menu: who is signed in, and Logout. */
export function UserMenu({ name, role, onLogout }: Props) {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnOutside(event: MouseEvent | KeyboardEvent) {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !menuRef.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    }
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnOutside);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnOutside);
    };
  }, [open]);

  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <div className="user-menu" ref={menuRef}>
      <button
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="user-menu-role">{role}</span>
      </button>
      {open && (
        <div className="user-menu-list" role="menu">
          <button type="button" role="menuitem" className="user-menu-item" onClick={onLogout}>
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
