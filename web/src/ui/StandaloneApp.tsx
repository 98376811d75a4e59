import type { ComponentType } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useStore } from 'zustand';
import { isSuccess } from '@portal/shared/api/envelope';
import { useLiveInvalidation } from '../query/liveInvalidation';
import { sessionStore } from '../session/sessionStore';
import { sendStaffToken } from '../session/staffAuthorization';
import { LoginForm } from './LoginForm';
import './styles.css';

export interface StandaloneRoute {
  path: string;
  title: string;
  Screen: ComponentType<{ title: string }>;
}

interface Props {
  name: string;
  routes: StandaloneRoute[];
  /** Staff remotes need a session; the customer remote does not. */
  needsSession: boolean;
}

/** Signed-in staff screens follow other members' changes, as in the shell's staff frame. */
function FollowLiveUpdates() {
  useLiveInvalidation();
  return null;
}

/**
 * A remote's own page, for its squad to run and deploy it alone (`npm run serve`):
 * its screens under their real paths, with a sign-in form when a session is needed.
 */
export function StandaloneApp({ name, routes, needsSession }: Props) {
  // Before any screen's first call; idempotent, so a re-render changes nothing.
  if (needsSession) sendStaffToken();
  const isAuth = useStore(sessionStore, (state) => state.isAuth);

  async function signIn(values: { email: string; password: string }) {
    const answer = await sessionStore.getState().login(values);
    if (isSuccess(answer)) toast.success(answer.message);
    else toast.error(answer.message);
  }

  return (
    <BrowserRouter>
      <div className="standalone">
        <p className="muted small">{name} — standalone</p>
        {needsSession && !isAuth ? (
          <div className="panel standalone-login">
            <LoginForm onSubmit={signIn} />
          </div>
        ) : (
          <Routes>
            {routes.map(({ path, title, Screen }) => (
              <Route key={path} path={path} element={<Screen title={title} />} />
            ))}
            <Route
              path="*"
              element={
                <ul>
                  {routes.map((route) => (
                    <li key={route.path}>{route.path}</li>
                  ))}
                </ul>
              }
            />
          </Routes>
        )}
      </div>
      {needsSession && isAuth && <FollowLiveUpdates />}
      <Toaster position="top-right" toastOptions={{ duration: 5000 }} />
    </BrowserRouter>
  );
}
