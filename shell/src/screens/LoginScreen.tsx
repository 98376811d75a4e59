import { useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { isSuccess } from '@portal/shared/api/envelope';
import type { LoginCredentials } from '@portal/shared/entities/session';
import { PATHS, QUEUE_SCREENS } from '@portal/shared/navigation/paths';
import { prefetchFirstPage } from '@portal/web/orders/ordersList';
import { sessionStore } from '@portal/web/session/sessionStore';
import { LoginForm } from '@portal/web/ui/LoginForm';
import { focusNextFirstHeading } from '../hooks/useFocusHeadingOnRouteChange';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { Logo } from '../features/layout/components/Logo';
import { takeReturnPath } from '../features/session/lib/returnPath';

/**
 * Login screen (docs/product.md#login): Email ID, Password, Sign In. After an expired session the
 * member returns to the page they were on (where their unsaved form waits); otherwise to
 * /admin.
 */
/** One toast for the sign-in's answer: a new answer replaces the last, never stands beside it. */
const SIGN_IN_TOAST = 'sign-in';

export function LoginScreen() {
  const isAuth = useStore(sessionStore, (state) => state.isAuth);
  const [signingIn, setSigningIn] = useState(false);
  const navigate = useNavigate();
  useDocumentTitle('Sign In');

  // Already signed in (here or in another tab) and not in the middle of signing in.
  if (isAuth && !signingIn) return <Navigate to={PATHS.adminHome} replace />;

  async function signIn(values: LoginCredentials) {
    setSigningIn(true);
    // A retry starts afresh: the last refusal's message goes (docs/product.md#messages).
    toast.dismiss(SIGN_IN_TOAST);
    const answer = await sessionStore.getState().login(values);
    if (isSuccess(answer)) {
      toast.success(answer.message, { id: SIGN_IN_TOAST });
      const returnPath = takeReturnPath(answer.data.data.id);
      // Landing on New Orders: its rows are asked for now, while its screen is set up.
      const landing = QUEUE_SCREENS[0];
      const user = sessionStore.getState().user;
      if (!returnPath && landing && user) prefetchFirstPage(landing.folder, user.name);
      focusNextFirstHeading();
      await navigate(returnPath ?? PATHS.adminHome, { replace: true });
    } else {
      setSigningIn(false);
      toast.error(answer.message, { id: SIGN_IN_TOAST });
    }
  }

  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-brand">
          <Logo />
          <p>Work customer orders, documents and mails for the Australian eVisitor service.</p>
        </div>
        <LoginForm onSubmit={signIn} />
      </div>
    </main>
  );
}
