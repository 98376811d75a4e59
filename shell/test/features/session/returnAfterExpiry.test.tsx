import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setUnauthorizedHandler } from '@portal/web/api/apiClient';
import { prefetchFirstPage } from '@portal/web/orders/ordersList';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import type { LoginResult } from '@portal/shared/entities/session';
import type { SessionUser } from '@portal/shared/entities/staff';
import { sessionStore } from '@portal/web/session/sessionStore';
import { readStoredSession } from '@portal/web/session/storedSession';
import { LoginScreen } from '../../../src/screens/LoginScreen';
import { useSessionExpiryRedirect } from '../../../src/features/session/hooks/useSessionExpiryRedirect';
import { ALICE, signedIn, TOM } from '../../../../web/test/session/sessionFixtures';

const ORDER_PAGE = '/admin/view-order/MjAwMDAy';
const EXPIRED = 'Your session has expired. Please sign in again.';
const login = jest.fn<Promise<ApiEnvelope<LoginResult>>, [{ email: string; password: string }]>();

function loginAs(user: SessionUser) {
  login.mockImplementation(async () => {
    sessionStore.setState({ isAuth: true, user });
    return { status: 1, message: 'Login successful.', data: { jwtToken: 't', data: user } };
  });
}

// What the API client does on a 401 is the handler the portal gives it.
jest.mock('@portal/web/api/apiClient', () => ({
  ...jest.requireActual<object>('@portal/web/api/apiClient'),
  setUnauthorizedHandler: jest.fn(),
}));

// The landing page's rows, asked for as sign-in succeeds: only when the member lands there.
jest.mock('@portal/web/orders/ordersList', () => ({
  ...jest.requireActual<object>('@portal/web/orders/ordersList'),
  prefetchFirstPage: jest.fn(),
}));

function ExpiryRedirect() {
  useSessionExpiryRedirect();
  return null;
}

function answerUnauthorized(message: string): void {
  const handler = jest.mocked(setUnauthorizedHandler).mock.lastCall?.[0];
  if (!handler) throw new Error('The portal gave the API client no 401 handler');
  handler(message);
}

function QueuePage() {
  const { search } = useLocation();
  return (
    <>
      <h1>Order History</h1>
      <output data-testid="query">{search}</output>
    </>
  );
}

/** The portal at `page`; the 401s of the calls under way there arrive together. */
async function expireOn(page: string) {
  render(
    <MemoryRouter initialEntries={[page]}>
      <ExpiryRedirect />
      <Routes>
        <Route path="/" element={<LoginScreen />} />
        <Route path="/admin" element={<h1>New Orders</h1>} />
        <Route path="/admin/view-order/:id" element={<h1>Order page</h1>} />
        <Route path="/admin/order-history" element={<QueuePage />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  // The browser's address, which expireSession reads.
  window.history.replaceState(null, '', page);
  signedIn(Date.now(), Date.now() + 60_000, ALICE);
  sessionStore.setState({ login });
  act(() => {
    answerUnauthorized(EXPIRED);
    answerUnauthorized(EXPIRED);
  });
  // One message, however many calls were refused.
  expect(await screen.findAllByText(EXPIRED)).toHaveLength(1);
  expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(readStoredSession()).toBeNull();
}

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email ID'), 'someone@demo.test');
  await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  sessionStorage.clear();
  login.mockReset();
  jest.mocked(prefetchFirstPage).mockClear();
  // Toasts live in a module store: each test starts without the last one's.
  act(() => toast.remove());
});

describe('after an expired session', () => {
  it('the same member signs in and is back on the page they were on', async () => {
    await expireOn(ORDER_PAGE);
    loginAs(ALICE);
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(prefetchFirstPage).not.toHaveBeenCalled();
  });

  it('another member signs in and goes to New Orders', async () => {
    await expireOn(ORDER_PAGE);
    loginAs(TOM);
    await signIn();
    expect(await screen.findByRole('heading', { name: 'New Orders' })).toBeInTheDocument();
    expect(prefetchFirstPage).toHaveBeenCalledWith('newOrder', TOM.name);
  });

  it('the same member is back on the queue page with its page and search', async () => {
    await expireOn('/admin/order-history?page=3&search=ano');
    loginAs(ALICE);
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Order History' })).toBeInTheDocument();
    expect(screen.getByTestId('query')).toHaveTextContent('?page=3&search=ano');
  });
});
