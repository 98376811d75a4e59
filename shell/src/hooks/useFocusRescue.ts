import { useEffect, type RefObject } from 'react';
import { focusPageHeading } from '@portal/web/navigation/focusPageHeading';

function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Focus never drops to the document's body under a keyboard user's feet (WCAG 2.4.3): when the
 * focused control inside `main` is disabled while its action runs, focus goes back to it once
 * it is enabled again; when it is removed (a confirmed action took its button or row away),
 * focus goes to the page's h1. Back from another tab or window (a defence pack's PDF opens in
 * one), focus goes back to the control inside `main` that had it when the page was left: the
 * browser would otherwise leave it nowhere or put it on the page's first control, the skip
 * link. A mouse press elsewhere or a key pressed first lets focus go, as a person meant.
 */
export function useFocusRescue(mainRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    let last: HTMLElement | null = null;
    // The control that had focus when the window lost it, until the member acts after coming back.
    let away: HTMLElement | null = null;
    const giveBack = (moved: HTMLElement | null) => {
      const control = away;
      if (!control?.isConnected) return;
      away = null;
      last = control;
      if (!control.matches(':disabled')) control.focus();
      // Still busy: the observer hands focus back once it is enabled again.
      else moved?.blur();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (away && !document.hidden && (!target || !main.contains(target))) {
        giveBack(target);
        return;
      }
      away = null;
      last = target && main.contains(target) ? target : null;
    };
    const onWindowBlur = () => {
      away = last;
    };
    const onWindowFocus = () => {
      if (focusLost()) giveBack(null);
    };
    const onMemberAction = () => {
      away = null;
    };
    const onPointerDown = () => {
      away = null;
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
    document.addEventListener('keydown', onMemberAction, true);
    window.addEventListener('blur', onWindowBlur);
    window.addEventListener('focus', onWindowFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onMemberAction, true);
      window.removeEventListener('blur', onWindowBlur);
      window.removeEventListener('focus', onWindowFocus);
    };
  }, [mainRef]);
}
