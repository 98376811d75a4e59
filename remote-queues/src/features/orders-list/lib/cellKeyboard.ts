import type { SuppressKeyboardEventParams } from 'ag-grid-community';
import { FOCUSABLE } from '@portal/web/ui/Dialog';

function focusableIn(cell: HTMLElement): HTMLElement[] {
  return Array.from(cell.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * ag-grid's documented keyboard model for a cell with controls (Keyboard Navigation, "Custom
 * Components"): Enter on the cell or Tab from it moves focus to its first control, Tab and
 * Shift+Tab move between its controls, and from the last (or first) one the grid takes over
 * again. Returns true where the grid must leave the key alone.
 */
export function keyboardIntoCellControls({ event }: SuppressKeyboardEventParams): boolean {
  if (event.key !== 'Tab' && event.key !== 'Enter') return false;
  const cell = (event.target as HTMLElement).closest<HTMLElement>('.ag-cell');
  if (!cell) return false;
  const controls = focusableIn(cell);
  if (controls.length === 0) return false;
  const onCell = event.target === cell;
  if (event.key === 'Enter') {
    // Enter on a control is the control's own (follow the link, press the button).
    if (onCell && event.type === 'keydown') {
      event.preventDefault();
      controls[0]?.focus();
    }
    return true;
  }
  const index = onCell ? -1 : controls.indexOf(event.target as HTMLElement);
  // Shift+Tab from the first control goes back to the cell itself.
  const next = event.shiftKey
    ? onCell
      ? undefined
      : (controls[index - 1] ?? cell)
    : controls[index + 1];
  if (!next) return false;
  if (event.type === 'keydown') {
    event.preventDefault();
    next.focus();
  }
  return true;
}
