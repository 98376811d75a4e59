import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | null;
}

/** The e-mail address a section's mails go to, with its message under it. */
export function RecipientField({ label, value, onChange, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field od-recipient">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
      />
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
