/** @jest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { closeOnEscape } from '../../src/navigation/closeOnEscape';

function renderMenu(open: boolean) {
  const close = jest.fn();
  render(
    <nav aria-label="Menu" onKeyDown={closeOnEscape(open, close)}>
      <a href="/a">A link</a>
    </nav>,
  );
  const link = screen.getByRole('link', { name: 'A link' });
  return { close, press: (key: string) => fireEvent.keyDown(link, { key }) };
}

describe('closeOnEscape', () => {
  it('closes an open menu on Escape from inside it, and keeps the key from going further', () => {
    const { close, press } = renderMenu(true);
    expect(press('Escape')).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('leaves other keys, and a closed menu, alone', () => {
    const open = renderMenu(true);
    expect(open.press('Enter')).toBe(true);
    expect(open.close).not.toHaveBeenCalled();
    cleanup();
    const closed = renderMenu(false);
    expect(closed.press('Escape')).toBe(true);
    expect(closed.close).not.toHaveBeenCalled();
  });
});
