/**
 * Moves focus to the page's h1 inside `main` (the page's main landmark by default), so a
 * screen reader reads the page's name and the next Tab starts in its content (WCAG 2.4.3). The
 * h1 is made focusable by script only. Returns false while there is no h1 yet (a remote screen
 * still loading).
 */
export function focusPageHeading(
  main: ParentNode | null = document.querySelector('main'),
): boolean {
  const heading = main?.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}
