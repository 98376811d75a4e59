import { useCallback, useState, type ComponentProps } from 'react';
import { Form, type FormikProps } from 'formik';

type Props<Values> = Omit<ComponentProps<typeof Form>, 'ref'> &
  Pick<FormikProps<Values>, 'values' | 'setValues'>;

/**
 * Formik's Form, for a form the server drew: what the customer typed before the page's
 * scripts took it over stays in the fields (React keeps a field's value as it hydrates) while
 * Formik starts from its initial values, so a press would send what the fields no longer show.
 * As the form is taken over, the fields' values become the form's: when React attaches the
 * form, in the takeover's own commit, so no press can come between the two. Later typing
 * reaches Formik through its events. `values` and `setValues` come as props: the formik every
 * app shares (webpack/sharedModules/formik.mjs) carries no useFormikContext.
 */
export function FormKeepingTypedValues<Values extends object>({
  values,
  setValues,
  ...formProps
}: Props<Values>) {
  const [initialValues] = useState(values);
  const adoptTypedValues = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const initial = Object.entries(initialValues);
      const shown = initial.map(([name, value]: [string, unknown]) => {
        const field = form.elements.namedItem(name);
        return [name, field instanceof HTMLInputElement ? field.value : value] as const;
      });
      if (shown.some(([, value], at) => value !== initial[at]?.[1])) {
        void setValues(Object.fromEntries(shown) as Values, false);
      }
    },
    [initialValues, setValues],
  );
  return <Form ref={adoptTypedValues} {...formProps} />;
}
