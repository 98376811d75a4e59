import { useField } from 'formik';

interface Props {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  /** Read with the field by screen readers, as its error is. */
  hint?: string;
}

/**
 * A labelled Formik input with its hint and its validation message under it, both read with
 * the input by screen readers. The hint stays under the input so that fields side by side keep
 * their inputs in line.
 */
export function TextField({ name, label, type = 'text', autoComplete, hint }: Props) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const describedBy = [hint && hintId, invalid && errorId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        {...field}
        id={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
        className="input"
      />
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {invalid && (
        <p className="field-error" id={errorId}>
          {meta.error}
        </p>
      )}
    </div>
  );
}
