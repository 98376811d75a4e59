import { useEffect, type RefObject } from 'react';
import { focusPageHeading } from '@portal/shared/navigation/focusPageHeading';

function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Focus never drops to the document's body under a keyboard user's feet (WCAG 2.4.3): when the
 * focused control inside `main` is disabled while its action runs, focus goes back to it once
 * it is enabled again; when it is removed (a confirmed action took its button or row away),
 * focus goes to the page's h1. A mouse press elsewhere lets focus go, as a person meant.
 */
export function useFocusRescue(mainRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    let last: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      last =
        event.target instanceof HTMLElement && main.contains(event.target) ? event.target : null;
    };
    const onPointerDown = () => {
      last = null;
    };
    const observer = new MutationObserver(() => {
      if (!last || !focusLost()) return;
      if (!last.isConnected) {
        last = null;
        focusPageHeading(main);
      } else if (!last.matches(':disabled')) {
        last.focus();
      }
    });
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [mainRef]);
}
