import { useEffect, useRef, type RefObject } from 'react';
import type { FormikProps } from 'formik';

interface Props<Values> extends Pick<FormikProps<Values>, 'values' | 'setValues'> {
  form: RefObject<HTMLFormElement | null>;
}

/**
 * Inside a Formik form the server drew: what the customer typed before the page's scripts
 * took it over stays in the fields (React keeps a field's value as it hydrates) while Formik
 * starts from its initial values, so a press would send what the fields no longer show.
 * Once taken over, the fields' values become the form's.
 */
export function KeepTypedValues<Values extends object>({ form, values, setValues }: Props<Values>) {
  // Once, as the form is taken over: later typing reaches Formik through its events.
  const adopted = useRef(false);
  useEffect(() => {
    const fields = form.current?.elements;
    if (adopted.current || !fields) return;
    adopted.current = true;
    const current = Object.entries(values);
    const shown = current.map(([name, value]: [string, unknown]) => {
      const field = fields.namedItem(name);
      return [name, field instanceof HTMLInputElement ? field.value : value] as const;
    });
    if (shown.some(([, value], at) => value !== current[at]?.[1])) {
      void setValues(Object.fromEntries(shown) as Values, false);
    }
  }, [form, values, setValues]);
  return null;
}
