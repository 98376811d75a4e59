import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons along the bottom. */
  footer: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select';

/**
 * A dialog over the page: focus moves in and stays inside, Escape or a click outside
 * closes it, and focus returns where it was.
 */
export function Modal({ title, onClose, children, footer }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first field of the body when there is one, else the first control.
    const body = dialog.current?.querySelector('.od-modal-body');
    (
      body?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog.current?.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
    return () => previous?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div
      className="od-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className="od-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="od-modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="od-icon-button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="od-modal-body">{children}</div>
        <div className="od-modal-foot">{footer}</div>
      </div>
    </div>
  );
}
