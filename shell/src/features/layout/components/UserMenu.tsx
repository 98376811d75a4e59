import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface Props {
  name: string;
  role: string;
  onLogout(): void;
}

/**
 * The header's user menu: who is signed in, and Logout. The button reads "{role} account menu":
 * its visible role first (WCAG's Label in Name), then what it holds. A WAI-ARIA menu button:
 * Enter, Space or the arrow keys open it with focus on an item, the arrows move between items,
 * Escape closes it and gives focus back to the button, Tab closes it and moves on.
 */
export function UserMenu({ name, role, onLogout }: Props) {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Which item takes focus when the menu opens: the first, or the last after ArrowUp.
  const [focusLast, setFocusLast] = useState(false);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(listRef.current);
    (focusLast ? items[items.length - 1] : items[0])?.focus();
    function closeOnOutside(event: MouseEvent) {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open, focusLast]);

  function openMenu(last: boolean) {
    setFocusLast(last);
    setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const items = menuItems(listRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const to = move[event.key];
    if (to !== undefined) {
      event.preventDefault();
      items[to]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <div className="user-menu" ref={menuRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => (open ? setOpen(false) : openMenu(false))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="user-menu-role">{role}</span>
        <span className="visually-hidden"> account menu</span>
      </button>
      {open && (
        <div
          ref={listRef}
          className="user-menu-list"
          role="menu"
          aria-label={name}
          onKeyDown={onMenuKeyDown}
        >
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="user-menu-item"
            onClick={onLogout}
          >
            Logout
          </button>
        </div>
      )}
    </div>
  );
}

function menuItems(list: HTMLElement | null): HTMLElement[] {
  return Array.from(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}
