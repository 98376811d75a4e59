import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnyObjectSchema, ValidationError } from 'yup';

/**
 * Formik's `validationSchema` check for a schema downloaded when the form is first
 * validated, not with the page (docs/decisions.md#customer-page-script-budget): the same
 * messages as Formik gives. While the schema cannot be downloaded the form passes, and the
 * server, which checks the same field rules, answers in its place.
 */
export function validateWithDeferredSchema<Values extends FormikValues>(
  loadSchema: () => Promise<AnyObjectSchema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    let schema: AnyObjectSchema;
    try {
      schema = await loadSchema();
    } catch (error) {
      console.error('The form’s checks could not be loaded; the server checks it:', error);
      return {};
    }
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if ((error as Error).name !== 'ValidationError') throw error;
      return yupToFormErrors<Values>(error as ValidationError);
    }
  };
}
