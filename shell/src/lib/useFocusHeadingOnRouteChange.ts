import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageHeading } from '@portal/shared/navigation/focusPageHeading';

/**
 * After every route change (not the first page shown) focus goes to the new page's h1, once
 * the remote screen has drawn it; a later route change stops the wait.
 */
export function useFocusHeadingOnRouteChange(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

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
