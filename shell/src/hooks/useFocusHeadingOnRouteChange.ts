import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageHeading } from '@portal/web/navigation/focusPageHeading';

/** Set by a screen that leads into this layout (signing in): its first page takes focus too. */
let focusFirstHeading = false;

/** The next page this layout shows first takes focus, as after a route change. */
export function focusNextFirstHeading(): void {
  focusFirstHeading = true;
}

/**
 * After every route change (not the first page shown, unless focusNextFirstHeading asked: a
 * reload or an opened link keeps focus where the browser puts it) focus goes to the new page's
 * h1, once the remote screen has drawn it; a later route change stops the wait.
 */
export function useFocusHeadingOnRouteChange(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(null);
  if (firstPath.current === null) {
    firstPath.current = focusFirstHeading ? '' : pathname;
    focusFirstHeading = false;
  }

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const main = mainRef.current;
    if (!main || focusPageHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (focusPageHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, mainRef]);
}
