import { useId, useRef } from 'react';
import { Dialog } from '@portal/web/ui/Dialog';

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
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      labelledBy={titleId}
      backdropClassName="cx-modal-backdrop"
      className="cx-modal"
      onDismiss={onClose}
      initialFocus={() => closeRef.current}
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
    </Dialog>
  );
}
