import type { SuppressKeyboardEventParams } from 'ag-grid-community';
import { keyboardIntoCellControls } from '../../../src/features/orders-list/lib/cellKeyboard';

/** A grid cell holding a link and a button, as the queue's action column draws it. */
function actionCell(): { cell: HTMLElement; view: HTMLElement; assign: HTMLElement } {
  document.body.innerHTML = `
    <div class="ag-cell" tabindex="-1"><a href="/admin/view-order/1">View</a><button>Assign</button></div>
    <div class="ag-cell" tabindex="-1" id="plain">104975</div>`;
  const cell = document.querySelector<HTMLElement>('.ag-cell');
  const [view, assign] = Array.from(cell?.querySelectorAll<HTMLElement>('a, button') ?? []);
  if (!cell || !view || !assign) throw new Error('cell not drawn');
  return { cell, view, assign };
}

/** Sends the key to the grid's hook from `target`; says what it answered and whether it was kept. */
function press(target: HTMLElement, key: string, options: { shift?: boolean; type?: string } = {}) {
  target.focus();
  const event = new KeyboardEvent(options.type ?? 'keydown', {
    key,
    shiftKey: options.shift ?? false,
    cancelable: true,
  });
  Object.defineProperty(event, 'target', { value: target });
  const leftToGrid = !keyboardIntoCellControls({ event } as SuppressKeyboardEventParams);
  return { leftToGrid, prevented: event.defaultPrevented };
}

describe('keyboardIntoCellControls', () => {
  it('leaves other keys, cells without controls and targets outside a cell to the grid', () => {
    const { cell } = actionCell();
    expect(press(cell, 'ArrowDown')).toEqual({ leftToGrid: true, prevented: false });
    const plain = document.getElementById('plain') as HTMLElement;
    expect(press(plain, 'Enter')).toEqual({ leftToGrid: true, prevented: false });
    expect(press(document.body, 'Tab')).toEqual({ leftToGrid: true, prevented: false });
  });

  it('Enter on the cell moves focus to its first control; Enter on a control is its own', () => {
    const { cell, view, assign } = actionCell();
    expect(press(cell, 'Enter')).toEqual({ leftToGrid: false, prevented: true });
    expect(view).toHaveFocus();
    expect(press(assign, 'Enter')).toEqual({ leftToGrid: false, prevented: false });
    expect(assign).toHaveFocus();
  });

  it('Tab walks from the cell through its controls, then hands back to the grid', () => {
    const { cell, view, assign } = actionCell();
    expect(press(cell, 'Tab')).toEqual({ leftToGrid: false, prevented: true });
    expect(view).toHaveFocus();
    expect(press(view, 'Tab')).toEqual({ leftToGrid: false, prevented: true });
    expect(assign).toHaveFocus();
    expect(press(assign, 'Tab')).toEqual({ leftToGrid: true, prevented: false });
  });

  it('Shift+Tab walks back through the controls to the cell, then hands back to the grid', () => {
    const { cell, view, assign } = actionCell();
    expect(press(assign, 'Tab', { shift: true })).toEqual({ leftToGrid: false, prevented: true });
    expect(view).toHaveFocus();
    expect(press(view, 'Tab', { shift: true })).toEqual({ leftToGrid: false, prevented: true });
    expect(cell).toHaveFocus();
    expect(press(cell, 'Tab', { shift: true })).toEqual({ leftToGrid: true, prevented: false });
  });

  it('keeps the grid off the key as it comes up, moving focus only as it goes down', () => {
    const { cell } = actionCell();
    for (const key of ['Enter', 'Tab']) {
      expect(press(cell, key, { type: 'keyup' })).toEqual({ leftToGrid: false, prevented: false });
      expect(cell).toHaveFocus();
    }
  });
});
