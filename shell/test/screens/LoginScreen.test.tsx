import { useRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import type { LoginResult } from '@portal/shared/entities/session';
import { prefetchFirstPage } from '@portal/web/orders/ordersList';
import { sessionStore } from '@portal/web/session/sessionStore';
import { heldAnswer } from '@portal/jest/heldAnswer';
import { useFocusHeadingOnRouteChange } from '../../src/hooks/useFocusHeadingOnRouteChange';
import { LoginScreen } from '../../src/screens/LoginScreen';
import { ALICE } from '../../../web/test/session/sessionFixtures';

// The landing page's rows are asked for as sign-in succeeds; no server answers here.
jest.mock('@portal/web/orders/ordersList', () => ({
  ...jest.requireActual<object>('@portal/web/orders/ordersList'),
  prefetchFirstPage: jest.fn(),
}));

const login = jest.fn<Promise<ApiEnvelope<LoginResult>>, [{ email: string; password: string }]>();

/** The staff layout's part that matters here: its first page's h1 takes focus when asked. */
function StaffPage() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(mainRef);
  return (
    <main ref={mainRef}>
      <h1>New Orders</h1>
    </main>
  );
}

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LoginScreen />} />
        <Route path="/admin" element={<StaffPage />} />
      </Routes>
      {/* Toasts stay until the screen itself replaces or dismisses them, whatever the pace. */}
      <Toaster toastOptions={{ duration: Infinity }} />
    </MemoryRouter>,
  );
}

/** Types the credentials and presses Sign In. */
async function signIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email ID'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const SIGNED_IN: ApiEnvelope<LoginResult> = {
  status: 1,
  message: 'Login successful.',
  data: { jwtToken: 't', data: ALICE },
};

/** The sign-in call answers success, signing Alice in as the session store does. */
const signInSucceeds = () =>
  login.mockImplementation(async () => {
    sessionStore.setState({ isAuth: true, user: ALICE });
    return SIGNED_IN;
  });

beforeEach(() => {
  login.mockReset();
  jest.mocked(prefetchFirstPage).mockClear();
  sessionStore.setState({ isAuth: false, user: null, login });
});

describe('LoginScreen', () => {
  it('shows the required messages and sends nothing', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
    expect(document.title).toBe('Sign In · eVisitor Admin Portal');
  });

  it('refuses an invalid e-mail address', async () => {
    renderLogin();
    await signIn('not-an-email', 'secret');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server message as an error and stays on the login screen', async () => {
    login.mockResolvedValue({ status: 0, message: 'Invalid email or password.' });
    renderLogin();
    await signIn(' admin@demo.test ', 'wrong');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ email: 'admin@demo.test', password: 'wrong' });
    expect(screen.queryByRole('heading', { name: 'New Orders' })).not.toBeInTheDocument();
  });

  it('goes to /admin when another tab signs in after a refusal here', async () => {
    login.mockResolvedValue({ status: 0, message: 'Invalid email or password.' });
    renderLogin();
    await signIn('admin@demo.test', 'wrong');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    act(() => sessionStore.setState({ isAuth: true, user: ALICE }));
    expect(await screen.findByRole('heading', { name: 'New Orders' })).toBeInTheDocument();
  });

  it('shows the server message as a success and goes to /admin, asking for its rows at once', async () => {
    signInSucceeds();
    renderLogin();
    await signIn('admin@demo.test', 'demo1234');
    expect(await screen.findByRole('heading', { name: 'New Orders' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Login successful.')).toBeInTheDocument());
    expect(prefetchFirstPage).toHaveBeenCalledWith('newOrder', 'Alice Admin');
  });

  it("puts focus on the first staff page's heading, where the Sign In button was", async () => {
    signInSucceeds();
    renderLogin();
    await signIn('admin@demo.test', 'demo1234');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'New Orders' })).toHaveFocus());
  });

  it('shows Signing in… on a disabled button until the server answers', async () => {
    const held = heldAnswer<ApiEnvelope<LoginResult>>();
    login.mockReturnValue(held.answer);
    renderLogin();
    await signIn('admin@demo.test', 'wrong');
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await act(async () => held.send({ status: 0, message: 'Invalid email or password.' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('dismisses the refusal when the retry succeeds, so only the success is left', async () => {
    login.mockResolvedValueOnce({ status: 0, message: 'Invalid email or password.' });
    login.mockResolvedValueOnce(SIGNED_IN);
    renderLogin();
    await signIn('admin@demo.test', 'wrong');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    // Pasted, so the retry comes well within the refusal's own display time.
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste('demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument();
  });

  it('takes the refusal away as soon as the retry is sent, before its answer', async () => {
    login.mockResolvedValueOnce({ status: 0, message: 'Invalid email or password.' });
    const held = heldAnswer<ApiEnvelope<LoginResult>>();
    login.mockReturnValueOnce(held.answer);
    renderLogin();
    await signIn('admin@demo.test', 'wrong');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument(),
    );
    await act(async () => held.send({ status: 0, message: 'Invalid email or password.' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
  });
});
