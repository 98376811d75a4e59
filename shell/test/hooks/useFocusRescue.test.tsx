import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useFocusRescue } from '../../src/hooks/useFocusRescue';

/** A page as the staff layout draws it: the skip link outside `main`, a busy-able button in it. */
function Page() {
  const mainRef = useRef<HTMLElement>(null);
  const [busy, setBusy] = useState(false);
  useFocusRescue(mainRef);
  return (
    <>
      <a href="#main">Skip to main content</a>
      <main ref={mainRef}>
        <h1>Order Details</h1>
        <button type="button" disabled={busy}>
          Defence Pack 1
        </button>
        <button type="button" onClick={() => setBusy((now) => !now)}>
          Toggle busy
        </button>
      </main>
    </>
  );
}

const pack = () => screen.getByRole('button', { name: 'Defence Pack 1' });
const skipLink = () => screen.getByRole('link', { name: 'Skip to main content' });

/** The page's window loses focus to another tab, then gets it back. */
function leaveAndComeBack(): void {
  fireEvent.blur(window);
  fireEvent.focus(window);
}

/** Focus on `control` when the window is left, and on nothing when it is back. */
function comeBackWithFocusNowhere(control: HTMLElement): void {
  act(() => control.focus());
  fireEvent.blur(window);
  act(() => control.blur());
  fireEvent.focus(window);
}

describe('focus after coming back from another tab', () => {
  it('goes back to the control that had it when the browser puts it on the skip link', () => {
    render(<Page />);
    act(() => pack().focus());
    leaveAndComeBack();
    act(() => skipLink().focus());
    expect(document.activeElement).toBe(pack());
  });

  it('goes back to the control when the browser leaves it nowhere', () => {
    render(<Page />);
    comeBackWithFocusNowhere(pack());
    expect(document.activeElement).toBe(pack());
  });

  it('gives back only a control inside main', () => {
    render(<Page />);
    comeBackWithFocusNowhere(skipLink());
    expect(document.activeElement).toBe(document.body);
  });

  it('waits for a control still busy, and gives it focus once it is enabled', async () => {
    render(<Page />);
    act(() => pack().focus());
    act(() => screen.getByRole('button', { name: 'Toggle busy' }).click());
    expect(pack()).toBeDisabled();
    act(() => pack().focus());
    leaveAndComeBack();
    act(() => skipLink().focus());
    expect(document.activeElement).not.toBe(skipLink());
    // The observer of the enabled control runs as a microtask: the act awaits it.
    await act(async () => screen.getByRole('button', { name: 'Toggle busy' }).click());
    expect(document.activeElement).toBe(pack());
  });

  it('leaves focus where it moved while the page was hidden behind another tab', () => {
    render(<Page />);
    act(() => pack().focus());
    fireEvent.blur(window);
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    try {
      act(() => skipLink().focus());
    } finally {
      hidden.mockRestore();
    }
    fireEvent.focus(window);
    expect(document.activeElement).toBe(skipLink());
  });

  it("leaves focus where the member's own key press put it", () => {
    render(<Page />);
    act(() => pack().focus());
    leaveAndComeBack();
    fireEvent.keyDown(document, { key: 'Tab' });
    act(() => skipLink().focus());
    expect(document.activeElement).toBe(skipLink());
  });
});

describe('focus of a control made busy', () => {
  it('lets focus go after a mouse press elsewhere, even when the control is busy and back', async () => {
    render(<Page />);
    act(() => pack().focus());
    fireEvent.pointerDown(document.body);
    act(() => pack().blur());
    const toggle = screen.getByRole('button', { name: 'Toggle busy' });
    await act(async () => toggle.click());
    await act(async () => toggle.click());
    expect(pack()).toBeEnabled();
    expect(document.activeElement).toBe(document.body);
  });
});

/** A row whose Delete takes the row away, as a confirmed delete does. */
function PageWithRow() {
  const mainRef = useRef<HTMLElement>(null);
  const [row, setRow] = useState(true);
  useFocusRescue(mainRef);
  return (
    <main ref={mainRef}>
      <h1>Team Members</h1>
      {row && (
        <button type="button" onClick={() => setRow(false)}>
          Delete Tina
        </button>
      )}
    </main>
  );
}

describe('focus when its control goes', () => {
  it("moves to the page's heading, not the document's body", async () => {
    render(<PageWithRow />);
    const remove = screen.getByRole('button', { name: 'Delete Tina' });
    act(() => remove.focus());
    // The removed button takes focus with it; the observer runs as a microtask.
    await act(async () => remove.click());
    expect(remove).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Team Members' }));
  });
});
