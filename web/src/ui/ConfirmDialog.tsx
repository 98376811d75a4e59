import { useId, useRef } from 'react';
import { Dialog } from './Dialog';
import './ConfirmDialog.css';

/** The default confirmation text (docs/product.md#queue-actions, Delete). */
export const DEFAULT_CONFIRM_MESSAGE = 'Are you sure you want to delete?';

export interface ConfirmDialogProps {
  open: boolean;
  message?: string;
  /** What the action is about (e.g. the member's name), shown under the product's question. */
  subject?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (a red Yes). */
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: both buttons wait and Escape does nothing. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The one confirmation modal of the portal: the question with No and Yes. It opens with
 * No focused (the safe answer); Escape or a click outside is No (Dialog).
 */
export function ConfirmDialog({
  open,
  message = DEFAULT_CONFIRM_MESSAGE,
  subject,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const subjectId = useId();

  if (!open) return null;

  return (
    <Dialog
      labelledBy={messageId}
      backdropClassName="confirm-backdrop"
      className="confirm-dialog"
      onDismiss={() => {
        if (!busy) onCancel();
      }}
      initialFocus={() => cancelRef.current}
      describedBy={subject ? subjectId : undefined}
    >
      <p id={messageId} className="confirm-message">
        {message}
      </p>
      {subject && (
        <p id={subjectId} className="confirm-subject">
          {subject}
        </p>
      )}
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
    </Dialog>
  );
}
