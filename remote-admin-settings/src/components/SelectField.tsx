import { useField } from 'formik';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option, e.g. "Select type". */
  emptyOption: string;
  disabled?: boolean;
  /** Id prefix, for pages with two forms using the same field name. */
  idPrefix?: string;
}

/** A labelled Formik select with an empty first option and its validation message. */
export function SelectField({ name, label, options, emptyOption, disabled, idPrefix = '' }: Props) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const id = `${idPrefix}${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        {...field}
        id={id}
        className="input"
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      >
        <option value="">{emptyOption}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {invalid && (
        <p className="field-error" id={errorId}>
          {meta.error}
        </p>
      )}
    </div>
  );
}
