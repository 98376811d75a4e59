import type { KeyboardEvent } from 'react';

/**
 * The keydown handler of a disclosure that folds away on small screens (the staff sidebar, the
 * customer pages' Menu): while it is open, Escape closes it; `close` gives focus back to the
 * button that opened it.
 */
export function closeOnEscape(open: boolean, close: () => void): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
  };
}
