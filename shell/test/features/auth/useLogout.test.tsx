import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/web/session/sessionStore';
import { useLogout } from '../../../src/features/auth/hooks/useLogout';
import { TOM } from '../../../../web/test/session/sessionFixtures';

jest.mock('@portal/web/api/apiClient', () => ({
  ...jest.requireActual<object>('@portal/web/api/apiClient'),
  callApi: jest.fn(async () => ({ status: 1, message: 'Logged out.', data: null })),
}));

function MyOrders() {
  const logout = useLogout();
  return (
    <>
      <h1>My Orders</h1>
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
    </>
  );
}

function Login() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Login</h1>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe('Logout', () => {
  it('signs out to the login page, which takes the place of the page left in the history', async () => {
    sessionStore.setState({ isAuth: true, user: TOM });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin', '/admin/my-orders']} initialIndex={1}>
        <Routes>
          <Route path="/" element={<Login />} />
          <Route path="/admin" element={<h1>New Orders</h1>} />
          <Route path="/admin/my-orders" element={<MyOrders />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ isAuth: false, user: null });
    // Back does not return to the signed-out member's page.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'New Orders' })).toBeInTheDocument();
  });
});
