import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import type { LoginResult } from '@portal/shared/entities/session';
import { sessionStore } from '@portal/web/session/sessionStore';
import { heldAnswer } from '@portal/jest/heldAnswer';
import { LoginScreen } from '../../src/screens/LoginScreen';

const login = jest.fn<Promise<ApiEnvelope<LoginResult>>, [{ email: string; password: string }]>();

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LoginScreen />} />
        <Route path="/admin" element={<h1>New Orders</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

const SIGNED_IN: ApiEnvelope<LoginResult> = {
  status: 1,
  message: 'Login successful.',
  data: {
    jwtToken: 't',
    data: { id: 1, name: 'Alice Admin', email: 'admin@demo.test', type: 'Admin' },
  },
};

beforeEach(() => {
  login.mockReset();
  sessionStore.setState({ isAuth: false, login });
});

describe('LoginScreen', () => {
  it('shows the required messages and sends nothing', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail address', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email ID'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server message as an error and stays on the login screen', async () => {
    login.mockResolvedValue({ status: 0, message: 'Invalid email or password.' });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email ID'), ' admin@demo.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ email: 'admin@demo.test', password: 'wrong' });
    expect(screen.queryByRole('heading', { name: 'New Orders' })).not.toBeInTheDocument();
  });

  it('shows the server message as a success and goes to /admin', async () => {
    login.mockResolvedValue(SIGNED_IN);
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email ID'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'New Orders' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Login successful.')).toBeInTheDocument());
  });

  it('shows Signing in… on a disabled button until the server answers', async () => {
    const held = heldAnswer<ApiEnvelope<LoginResult>>();
    login.mockReturnValue(held.answer);
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email ID'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await act(async () => held.send({ status: 0, message: 'Invalid email or password.' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('dismisses the refusal when the retry succeeds, so only the success is left', async () => {
    login.mockResolvedValueOnce({ status: 0, message: 'Invalid email or password.' });
    login.mockResolvedValueOnce(SIGNED_IN);
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email ID'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    // Pasted, so the retry comes well within the refusal's own display time.
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste('demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument();
  });
});
