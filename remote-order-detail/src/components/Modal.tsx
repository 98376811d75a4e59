import { useId, type ReactNode } from 'react';
import { Dialog, FOCUSABLE } from '@portal/web/ui/Dialog';

interface Props {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons along the bottom. */
  footer: ReactNode;
}

/** A dialog over the order page with a title, a body and buttons; focus starts in the body. */
export function Modal({ title, onClose, children, footer }: Props) {
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      backdropClassName="od-backdrop"
      className="od-modal"
      onDismiss={onClose}
      initialFocus={(dialog) => dialog.querySelector('.od-modal-body')?.querySelector(FOCUSABLE)}
    >
      <div className="od-modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="od-icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="od-modal-body">{children}</div>
      <div className="od-modal-foot">{footer}</div>
    </Dialog>
  );
}
