import toast, { type Toast } from 'react-hot-toast';

/**
 * Toasts of the order page do not close by themselves (docs/product.md#messages): the person reads
 * the server's message and dismisses it.
 */
function sticky(kind: 'success' | 'error', message: string): void {
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
  if (kind === 'success') toast.success(render, { duration: Infinity });
  else toast.error(render, { duration: Infinity });
}

export const notifySuccess = (message: string) => sticky('success', message);
export const notifyError = (message: string) => sticky('error', message);
