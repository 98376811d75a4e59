import toast, { type Toast } from 'react-hot-toast';

/** At most this many order-page toasts at once: an older one closes when a fourth comes. */
export const ORDER_PAGE_TOAST_LIMIT = 3;

/**
 * How long a toast stays: a success as long as the back office's (5 s), an error twice that,
 * so the server's reason can be read; either can be dismissed sooner.
 */
export const TOAST_DURATIONS_MS = { success: 5_000, error: 10_000 } as const;

/** The ids of the page's toasts still shown, newest first. */
const shown: string[] = [];

/**
 * Toasts of the order page (docs/product.md#messages): newest first (the Toaster's order), at
 * most three, closing on their own, each with a close button.
 */
function show(kind: 'success' | 'error', message: string): void {
  const render = (current: Toast) => (
    <span className="od-toast">
      <span>{message}</span>
      <button
        type="button"
        className="od-toast-close"
        aria-label="Dismiss message"
        onClick={() => toast.dismiss(current.id)}
      >
        ×
      </button>
    </span>
  );
  const options = { duration: TOAST_DURATIONS_MS[kind] };
  const id = kind === 'success' ? toast.success(render, options) : toast.error(render, options);
  shown.unshift(id);
  for (const older of shown.splice(ORDER_PAGE_TOAST_LIMIT)) toast.dismiss(older);
}

export const notifySuccess = (message: string) => show('success', message);
export const notifyError = (message: string) => show('error', message);
