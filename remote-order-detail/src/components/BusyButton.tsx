import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
}

/** A button that shows a spinner while its action runs. */
export function BusyButton({ busy, children, disabled, className = 'btn', ...rest }: Props) {
  return (
    <button
      type="button"
      className={className}
      disabled={disabled || busy}
      aria-busy={busy}
      {...rest}
    >
      {busy && <span className="spinner od-button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
