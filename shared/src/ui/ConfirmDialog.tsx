import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import './ConfirmDialog.css';

/** The default confirmation text (docs/product.md#queue-actions, Delete). */
export const DEFAULT_CONFIRM_MESSAGE = 'Are you sure you want to delete?';

export interface ConfirmDialogProps {
  open: boolean;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (a red Yes). */
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: both buttons wait and Escape does nothing. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The one confirmation modal of the portal: the question with No and Yes. It opens with
 * No focused (the safe answer), keeps Tab inside itself, closes on Escape or a click
 * outside, and gives focus back to where it was.
 */
export function ConfirmDialog({
  open,
  message = DEFAULT_CONFIRM_MESSAGE,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => returnTo?.focus();
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // Fixed to the viewport where it is rendered, so the package needs no react-dom portal.
  return (
    <div
      className="confirm-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div
        ref={dialogRef}
        className="confirm-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={messageId}
        onKeyDown={onKeyDown}
      >
        <p id={messageId} className="confirm-message">
          {message}
        </p>
        <div className="confirm-actions">
          <button ref={cancelRef} type="button" className="btn" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy && <span className="spinner confirm-spinner" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
