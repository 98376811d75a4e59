import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import { useStore } from 'zustand';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import type { SessionUser } from '@portal/shared/entities/staff';
import { sessionStore } from '@portal/web/session/sessionStore';

export const ADMIN: SessionUser = {
  id: 1,
  name: 'Alice Admin',
  email: 'admin@demo.test',
  type: 'Admin',
};

export function ok<T>(data: T, message = 'OK'): ApiEnvelope<T> {
  return { status: 1, message, data };
}

export function failed(message: string): ApiEnvelope<never> {
  return { status: 0, message };
}

// Toasts live in a module-level store: start every test without the last one's.
afterEach(() => toast.remove());

/** Like the shell's staff frame: the screen shows only while signed in, else the login page. */
function SignedIn({ screen }: { screen: ReactElement }) {
  const signedIn = useStore(sessionStore, (state) => state.user !== null);
  return signedIn ? screen : <Navigate to="/" replace />;
}

/**
 * Renders a screen at `path` (matched by the route pattern `route`) inside a router with a
 * login page at '/', the toaster, and a signed-in session.
 */
export function renderScreen(
  element: ReactElement,
  { path, route = path, user = ADMIN }: { path: string; route?: string; user?: SessionUser },
): RenderResult {
  sessionStore.setState({ user, isAuth: true });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Login page</p>} />
        <Route path={route} element={<SignedIn screen={element} />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

/**
 * Answers Yes in the open confirmation and sees it wait while the call runs: Yes busy, both
 * buttons disabled.
 */
export async function confirmAndSeeItWait(user: UserEvent): Promise<void> {
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  const yes = within(dialog).getByRole('button', { name: 'Yes' });
  await waitFor(() => expect(yes).toBeDisabled());
  expect(yes).toHaveAttribute('aria-busy', 'true');
  expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
}
