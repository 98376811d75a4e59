import { useEffect, useId, useRef } from 'react';

interface Props {
  remarks: readonly string[];
  contactUrl: string;
  onClose: () => void;
}

export const NO_REMARKS_TEXT = 'No additional comments have been added by our team';

/**
 * 'Additional Details Required' (docs/product.md#customer-status): what the team asked for, and how
 * to reach support. Escape or Close dismisses it; focus starts on Close, stays inside while open
 * and returns to View Details after.
 */
export function AdditionalDetailsModal({ remarks, contactUrl, onClose }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') keepFocusInside(dialogRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div className="cx-modal-backdrop" onClick={onClose}>
      <div
        ref={dialogRef}
        className="cx-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId}>Additional Details Required</h2>
        {remarks.length > 0 ? (
          <ul className="cx-remarks">
            {remarks.map((remark, index) => (
              <li key={index}>{remark}</li>
            ))}
          </ul>
        ) : (
          <p className="cx-remarks-empty">{NO_REMARKS_TEXT}</p>
        )}
        <p className="cx-support-note">
          Please reply to our e-mail with the details requested, or{' '}
          <a href={contactUrl} target="_blank" rel="noopener noreferrer">
            contact our support team
          </a>{' '}
          quoting your Order ID. We usually reply within 24-48 hours.
        </p>
        <div className="cx-modal-actions">
          <button ref={closeRef} type="button" className="btn btn-primary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

/** Tab and Shift+Tab cycle through the dialog's links and buttons only. */
function keepFocusInside(dialog: HTMLElement | null, event: KeyboardEvent): void {
  if (!dialog) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>('a[href], button'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
