import { useEffect, useState, type ComponentProps } from 'react';
import type * as ToastModule from 'react-hot-toast';
import { loadOnce } from '../util/loadOnce';

type ToastLibrary = typeof ToastModule;

let library: ToastLibrary | null = null;
const waiting = new Set<(loaded: ToastLibrary) => void>();

/**
 * react-hot-toast for a page that downloads it when it is first needed, not with the page
 * (docs/decisions.md#customer-page-script-budget): a form starts it when the customer first
 * acts on it, a toast when it is shown.
 */
export const loadToasts: () => Promise<ToastLibrary> = loadOnce(async () => {
  const loaded = await import('react-hot-toast');
  library = loaded;
  for (const show of waiting) show(loaded);
  return loaded;
});

/** Shows a toast as soon as the library is there; a library that cannot arrive is logged. */
export function showToast(kind: 'success' | 'error', message: string): void {
  loadToasts().then(
    ({ default: toast }) => toast[kind](message),
    (error: unknown) => console.error('Toasts could not be loaded:', error),
  );
}

/**
 * The page's Toaster, drawn once the library has been downloaded by whoever needed it
 * first; toasts shown before that are drawn with it (they wait in the library's store).
 */
export function DeferredToaster(props: ComponentProps<typeof ToastModule.Toaster>) {
  const [loaded, setLoaded] = useState(library);
  useEffect(() => {
    if (loaded) return undefined;
    waiting.add(setLoaded);
    return () => void waiting.delete(setLoaded);
  }, [loaded]);
  return loaded ? <loaded.Toaster {...props} /> : null;
}
