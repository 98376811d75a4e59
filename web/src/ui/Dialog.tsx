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
 * it was when it closes (returnFocus), Tab and Shift+Tab stay inside, the page behind is inert
 * meanwhile (inertOutside), Escape or a click outside dismisses it. Each dialog keeps its own
 * look through the class names.
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
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  const firstFocus = useRef(initialFocus);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const restoreOutside = backdropRef.current ? inertOutside(backdropRef.current) : () => {};
    if (dialog)
      (firstFocus.current?.(dialog) ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current();
      else if (event.key === 'Tab') keepFocusInside(dialogRef.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restoreOutside();
      returnFocus(returnTo);
    };
  }, []);

  return (
    <div
      ref={backdropRef}
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
 * Makes the page around `element` inert while a dialog is open (WCAG 4.1.2, 2.4.3): aria-modal
 * alone is not honoured by every screen reader, and the page behind would still take clicks and
 * count as targets. Every sibling of `element` and of each of its ancestors up to the body is
 * marked, except the toasts, whose messages must still be read. Returns the undo.
 */
function inertOutside(element: HTMLElement): () => void {
  const marked: Element[] = [];
  for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || leftAlone(sibling)) continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
    if (node.parentElement === document.body) break;
  }
  return () => marked.forEach((sibling) => sibling.removeAttribute('inert'));
}

/** The toasts' container (their messages must still be read) and scripts stay as they are. */
function leftAlone(element: Element): boolean {
  return (
    element.matches('[data-rht-toaster], script') ||
    element.querySelector('[data-rht-toaster]') !== null
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
