import { Form, Formik } from 'formik';
import type { LoginCredentials } from '@portal/shared/entities/session';
import { loginSchema } from '@portal/shared/validation/schemas';
import { TextField } from './TextField';

const initialValues: LoginCredentials = { email: '', password: '' };

/** Email ID, Password and Sign In with the messages of docs/product.md#validation. */
export function LoginForm({ onSubmit }: { onSubmit(values: LoginCredentials): Promise<void> }) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={loginSchema}
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
