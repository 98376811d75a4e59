/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../../src/ui/Dialog';

/** A page with a heading, an opener and something already inert, the dialog, and the toasts. */
function Page({
  disableOpenerOnClose = false,
  startOnLast = false,
}: {
  disableOpenerOnClose?: boolean;
  startOnLast?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [openerDisabled, setOpenerDisabled] = useState(false);
  const close = () => {
    if (disableOpenerOnClose) setOpenerDisabled(true);
    setOpen(false);
  };
  return (
    <>
      <main>
        <h1>Manage Team</h1>
        <button type="button" disabled={openerDisabled} onClick={() => setOpen(true)}>
          Open
        </button>
      </main>
      <div data-testid="already-inert" inert>
        Behind another layer
      </div>
      {open && (
        <Dialog
          labelledBy="dialog-title"
          backdropClassName="backdrop"
          className="dialog"
          onDismiss={close}
          initialFocus={
            startOnLast ? (dialog) => dialog.querySelector<HTMLElement>('.last') : undefined
          }
        >
          <h2 id="dialog-title">Edit member</h2>
          <button type="button">First</button>
          <button type="button" className="last" onClick={close}>
            Last
          </button>
        </Dialog>
      )}
      {/* After the dialog, as the toaster is: where the browser's own Shift+Tab would go. */}
      <div className="toasts">
        <div data-rht-toaster="">
          Saved. <button type="button">Dismiss</button>
        </div>
      </div>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Edit member' }) };
}

describe('Dialog', () => {
  it('starts on its first control when told no other', async () => {
    render(<Page />);
    await openDialog();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('starts where it is told', async () => {
    render(<Page startOnLast />);
    await openDialog();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('makes the page behind inert but the toasts, and leaves inert what already was', async () => {
    render(<Page />);
    const { user } = await openDialog();
    expect(screen.getByRole('main')).toHaveAttribute('inert');
    // Nor the toasts' wrapper, nor anything outside the body.
    expect(screen.getByText('Saved.').closest('[inert]')).toBeNull();
    expect(document.head).not.toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(screen.getByTestId('already-inert')).toHaveAttribute('inert');
  });

  it('brings Shift+Tab from outside back to its last control', async () => {
    render(<Page />);
    const { user } = await openDialog();
    (document.activeElement as HTMLElement).blur();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('brings Tab from its last control, or from outside, to its first', async () => {
    render(<Page startOnLast />);
    const { user } = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('gives focus back to its opener, or to the heading when the opener was disabled', async () => {
    const { unmount } = render(<Page />);
    let { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    unmount();

    render(<Page disableOpenerOnClose />);
    ({ user } = await openDialog());
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByRole('heading', { name: 'Manage Team' })).toHaveFocus();
  });
});
