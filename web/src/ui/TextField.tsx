import { useField } from 'formik';

interface Props {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
}

/** A labelled Formik input that shows its validation message under it. */
export function TextField({ name, label, type = 'text', autoComplete }: Props) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const errorId = `${name}-error`;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        {...field}
        id={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        className="input"
      />
      {invalid && (
        <p className="field-error" id={errorId}>
          {meta.error}
        </p>
      )}
    </div>
  );
}
