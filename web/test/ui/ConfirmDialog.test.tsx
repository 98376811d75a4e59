/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks the default question with No and Yes, No focused', () => {
    render(<ConfirmDialog open onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('shows Yes as destructive unless the action is not', () => {
    const { rerender } = render(<ConfirmDialog open onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveClass('btn-danger');
    rerender(<ConfirmDialog open tone="primary" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveClass('btn-primary');
    expect(screen.getByRole('button', { name: 'Yes' })).not.toHaveClass('btn-danger');
  });

  it('reads the subject as the description of the question', () => {
    const { rerender } = render(
      <ConfirmDialog open subject="Jane Citizen" onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Jane Citizen');
    rerender(<ConfirmDialog open onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
  });

  it('renders nothing while closed', () => {
    render(<ConfirmDialog open={false} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers Yes, No and Escape', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        open
        message="Are you sure want to assigned orders."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(
      screen.getByRole('dialog', { name: 'Are you sure want to assigned orders.' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    render(
      <>
        <button type="button">Outside</button>
        <ConfirmDialog open onConfirm={jest.fn()} onCancel={jest.fn()} />
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
  });

  it('gives focus back when it closes, and ignores Escape while busy', async () => {
    const onCancel = jest.fn();
    const { rerender } = render(
      <>
        <button type="button">Delete</button>
        <ConfirmDialog open={false} onConfirm={jest.fn()} onCancel={onCancel} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    rerender(
      <>
        <button type="button">Delete</button>
        <ConfirmDialog open busy onConfirm={jest.fn()} onCancel={onCancel} />
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
    rerender(
      <>
        <button type="button">Delete</button>
        <ConfirmDialog open={false} onConfirm={jest.fn()} onCancel={onCancel} />
      </>,
    );
    expect(opener).toHaveFocus();
  });
});
