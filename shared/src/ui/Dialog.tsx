import { useEffect, useRef, type ReactNode } from 'react';
import { focusPageHeading } from '../navigation/focusPageHeading';

export interface DialogProps {
  /** The id of the element that names the dialog. */
  labelledBy: string;
  /** The id of the element that says more (read after the name). */
  describedBy?: string;
  backdropClassName: string;
  className: string;
  /** Escape or a click outside the dialog. */
  onDismiss(): void;
  /** Where focus starts; the first control of the dialog when left out or none. */
  initialFocus?(dialog: HTMLElement): HTMLElement | null | undefined;
  children: ReactNode;
}

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The frame of every dialog of the portal: focus moves in when it opens and goes back where
 * it was when it closes (returnFocus), Tab and Shift+Tab stay inside, Escape or a click outside dismisses
 * it. Each dialog keeps its own look through the class names.
 */
export function Dialog({
  labelledBy,
  describedBy,
  backdropClassName,
  className,
  onDismiss,
  initialFocus,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  const firstFocus = useRef(initialFocus);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog)
      (firstFocus.current?.(dialog) ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current();
      else if (event.key === 'Tab') keepFocusInside(dialogRef.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnFocus(returnTo);
    };
  }, []);

  return (
    <div
      className={backdropClassName}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) dismiss.current();
      }}
    >
      <div
        ref={dialogRef}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * Focus goes back to the control that opened the dialog; where the confirmed action took it
 * away (its row left the list, its button is disabled until rows are selected again) it goes
 * to the page's h1, so it never drops to the document's body (WCAG 2.4.3).
 */
function returnFocus(opener: HTMLElement | null): void {
  if (opener?.isConnected && !opener.matches(':disabled')) opener.focus();
  else focusPageHeading();
}

/** Tab and Shift+Tab cycle through the dialog's controls only, from wherever focus was. */
function keepFocusInside(dialog: HTMLElement | null, event: KeyboardEvent): void {
  if (!dialog) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
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
