import { Form, Formik } from 'formik';
import type { LoginCredentials } from '@portal/shared/entities/session';
import { FIELD_RULES } from '@portal/shared/validation/fieldRules';
import { textProblems } from '@portal/shared/validation/ruleChecks';
import { TextField } from './TextField';

const initialValues: LoginCredentials = { email: '', password: '' };

/**
 * Email ID, Password and Sign In with the messages of docs/product.md#validation. Checked by
 * the field rules themselves, not yup: the sign-in page is the first screen, and yup is the
 * largest part of it no other part needs (docs/decisions.md#sign-in-checks-without-yup).
 */
export function LoginForm({ onSubmit }: { onSubmit(values: LoginCredentials): Promise<void> }) {
  return (
    <Formik
      initialValues={initialValues}
      validate={(values) => textProblems(FIELD_RULES.login, values)}
      onSubmit={(values) => onSubmit({ email: values.email.trim(), password: values.password })}
    >
      {({ isSubmitting }) => (
        <Form className="login-form" noValidate>
          <h1>Sign in</h1>
          <TextField name="email" label="Email ID" type="email" autoComplete="username" />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Sign In'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
