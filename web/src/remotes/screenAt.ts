import { matchPath } from 'react-router-dom';

/** The first of `screens` whose route matches `pathname`: what a page opened there shows. */
export function screenAt<T extends { path: string }>(
  screens: readonly T[],
  pathname: string,
): T | undefined {
  return screens.find((screen) => matchPath(screen.path, pathname) !== null);
}
