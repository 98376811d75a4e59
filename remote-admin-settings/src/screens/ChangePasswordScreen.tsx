import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { isSuccess } from '@portal/shared/api/envelope';
import { PATHS } from '@portal/shared/navigation/paths';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { useApiMutation } from '@portal/web/query/useApiMutation';
import { sessionStore } from '@portal/web/session/sessionStore';
import { ScreenTitleBar } from '@portal/web/ui/ScreenTitleBar';
import { TextField } from '@portal/web/ui/TextField';
import { NEW_PASSWORD_MIN_LENGTH } from '@portal/shared/validation/messages';
import { newPasswordSchema } from '@portal/shared/validation/schemas';
import '../styles/adminSettings.css';
import { changePassword } from '../features/password/api/changePassword';

/**
 * Update Password: the signed-in member's own new password. On success the server has
 * ended every session of theirs, so the stored session goes too and login follows.
 */
export default function ChangePasswordScreen({ title }: ScreenProps) {
  const navigate = useNavigate();
  // The stored session ends with the answer, which empties the cache before the change's
  // refetch: nothing on screen is fetched again with the session the server just ended.
  const change = useApiMutation(async (newPassword: string) => {
    const answer = await changePassword(newPassword);
    if (isSuccess(answer)) sessionStore.getState().clearSession();
    return answer;
  });

  async function submit(values: { newPassword: string }) {
    const answer = await change.run(values.newPassword);
    if (!isSuccess(answer)) {
      toast.error(answer.message);
      return;
    }
    toast.success(answer.message);
    void navigate(PATHS.login, { replace: true });
  }

  return (
    <div className="settings-screen">
      <ScreenTitleBar title={title} />
      <section className="panel narrow-panel" aria-labelledby="password-heading">
        <h2 id="password-heading">Choose a new password</h2>
        <p className="muted">
          You will be signed out everywhere and sign in again with the new password.
        </p>
        <Formik
          initialValues={{ newPassword: '' }}
          validationSchema={newPasswordSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Update password">
              <TextField
                name="newPassword"
                label="New Password"
                type="password"
                autoComplete="new-password"
                hint={`At least ${NEW_PASSWORD_MIN_LENGTH} characters.`}
              />
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                {isSubmitting ? 'Updating…' : 'Update Password'}
              </button>
            </Form>
          )}
        </Formik>
      </section>
    </div>
  );
}
