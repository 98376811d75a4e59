import toast from 'react-hot-toast';
import { Navigate, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { isSuccess } from '@portal/shared/api/envelope';
import type { LoginCredentials } from '@portal/shared/entities/session';
import { PATHS } from '@portal/shared/navigation/paths';
import { sessionStore } from '@portal/shared/session/sessionStore';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Logo } from '../layout/Logo';
import { LoginForm } from '@portal/shared/ui/LoginForm';

/** Login screen (spec section 2): Email ID, Password, Sign In. */
export function LoginScreen() {
  const isAuth = useStore(sessionStore, (state) => state.isAuth);
  const navigate = useNavigate();
  useDocumentTitle('Sign In');

  if (isAuth) return <Navigate to={PATHS.adminHome} replace />;

  async function signIn(values: LoginCredentials) {
    const answer = await sessionStore.getState().login(values);
    if (isSuccess(answer)) {
      toast.success(answer.message);
      await navigate(PATHS.adminHome);
    } else {
      toast.error(answer.message);
    }
  }

  return (
    <div className="login-page">
      <div className="login-card">
        <div className="login-brand">
          <Logo />
          <p>Work customer orders, documents and mails for the Australian eVisitor service.</p>
        </div>
        <LoginForm onSubmit={signIn} />
      </div>
    </div>
  );
}
