import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { callApi } from '@portal/web/api/apiClient';
import { MESSAGE_SERVICE_UNAVAILABLE, type ApiEnvelope } from '@portal/shared/api/envelope';
import type { LoginResult } from '@portal/shared/entities/session';
import { sessionStore } from '@portal/web/session/sessionStore';
import { heldAnswer } from '@portal/jest/heldAnswer';
import { SessionExpiryNotice } from '../../../../src/features/session/components/SessionExpiryNotice';
import { ALICE, fakeToken, signedIn } from '../../../../../web/test/session/sessionFixtures';

jest.mock('@portal/web/api/apiClient', () => ({
  callApi: jest.fn().mockResolvedValue({ status: 1, message: 'Signed in.' }),
}));

const MINUTE = 60_000;
const START = Date.parse('2025-06-30T09:00:00Z');

const refreshSession = jest.fn<Promise<ApiEnvelope<LoginResult>>, []>();
const logout = jest.fn<Promise<void>, []>();

function renderNotice() {
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/" element={<h1>Sign In</h1>} />
        <Route path="/admin" element={<SessionExpiryNotice />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

/** Lets time pass a second at a time, so React schedules each next timer as a page would. */
function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 1000) {
    act(() => jest.advanceTimersByTime(Math.min(1000, ms - passed)));
  }
}

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  refreshSession.mockReset();
  logout.mockReset().mockResolvedValue(undefined);
  jest.mocked(callApi).mockClear();
  sessionStore.setState({ refreshSession, logout });
  // A 30-minute token, 27 minutes old: 3 minutes left.
  signedIn(START - 27 * MINUTE, START + 3 * MINUTE);
});
afterEach(() => jest.useRealTimers());

describe('SessionExpiryNotice', () => {
  it('stays hidden until two minutes are left, then counts down in minutes', () => {
    renderNotice();
    expect(screen.queryByRole('region', { name: 'Session ending' })).not.toBeInTheDocument();
    advance(MINUTE);
    expect(screen.getByRole('region', { name: 'Session ending' })).toHaveTextContent(
      'Your session ends in 2 minutes.',
    );
    // Minutes are rounded up: 1:20 left is still 2 minutes, 0:20 is 1.
    advance(40_000);
    expect(screen.getByText('Your session ends in 2 minutes.')).toBeInTheDocument();
    advance(20_000);
    expect(screen.getByText('Your session ends in 1 minute.')).toBeInTheDocument();
    advance(40_000);
    expect(screen.getByText('Your session ends in 1 minute.')).toBeInTheDocument();
  });

  it('looks at the clock again when a background tab is shown, whose timers ran late', () => {
    renderNotice();
    // The tab slept through the warning's start: no timer has run, the clock moved on.
    jest.setSystemTime(START + 90_000);
    expect(screen.queryByRole('region', { name: 'Session ending' })).not.toBeInTheDocument();
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByText('Your session ends in 2 minutes.')).toBeInTheDocument();
  });

  it('Stay signed in asks for a fresh token, and the warning goes with the old one', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    refreshSession.mockImplementation(async () => {
      const jwtToken = fakeToken(Date.now(), Date.now() + 30 * MINUTE);
      sessionStore.setState({ issuedAt: Date.now(), expiresAt: Date.now() + 30 * MINUTE });
      return { status: 1, message: 'Session extended.', data: { jwtToken, data: ALICE } };
    });
    renderNotice();
    advance(90_000);
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Session ending' })).not.toBeInTheDocument();
  });

  it('Stay signed in that the server cannot answer says why, and the warning stays', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    refreshSession.mockResolvedValue({ status: 0, message: MESSAGE_SERVICE_UNAVAILABLE });
    renderNotice();
    advance(90_000);
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(await screen.findByText(MESSAGE_SERVICE_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Session ending' })).toBeInTheDocument();
  });

  it('says nothing of a failed renewal once the member is signed out (the login page says why)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    refreshSession.mockImplementation(async () => {
      sessionStore.setState({ isAuth: false });
      return { status: 0, message: 'Your session has ended.' };
    });
    renderNotice();
    advance(90_000);
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(refreshSession).toHaveBeenCalledTimes(1);
    // As long as the toast above takes to show (findBy's wait, on the fake clock).
    await expect(screen.findByText('Your session has ended.')).rejects.toThrow();
  });

  it('Sign out signs out and goes to the login page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderNotice();
    advance(90_000);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('asks the server once the token has ended, and every 30 seconds while it still says yes', () => {
    renderNotice();
    advance(3 * MINUTE);
    expect(callApi).toHaveBeenCalledWith(API_ROUTES.userInfo);
    // Ended: no warning counts down past zero while the server is asked.
    expect(screen.queryByRole('region', { name: 'Session ending' })).not.toBeInTheDocument();
    // The clocks may differ: while the server still says yes, it is asked every 30 seconds.
    const userInfoCalls = () =>
      jest.mocked(callApi).mock.calls.filter(([route]) => route === API_ROUTES.userInfo).length;
    expect(userInfoCalls()).toBe(1);
    advance(29_000);
    expect(userInfoCalls()).toBe(1);
    advance(1000);
    expect(userInfoCalls()).toBe(2);
  });

  it('renews the token on activity, at most once a minute, never inside the warning', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    refreshSession.mockResolvedValue({ status: 1, message: 'Session extended.' });
    // Fresh token, 30 minutes left: activity in its first minute renews nothing.
    signedIn(START, START + 30 * MINUTE);
    renderNotice();
    await user.keyboard('a');
    expect(refreshSession).not.toHaveBeenCalled();

    advance(5 * MINUTE);
    await user.keyboard('a');
    expect(refreshSession).toHaveBeenCalledTimes(1);

    // A renewal still under way is not asked for again.
    const renewal = heldAnswer<ApiEnvelope<LoginResult>>();
    refreshSession.mockImplementation(() => renewal.answer);
    advance(2 * MINUTE);
    await user.keyboard('a');
    await user.keyboard('a');
    expect(refreshSession).toHaveBeenCalledTimes(2);
    await act(async () => renewal.send({ status: 1, message: 'Session extended.' }));

    // Idle until the warning: a stray key press does not decide for the member.
    advance(21 * MINUTE + 30_000);
    expect(screen.getByRole('region', { name: 'Session ending' })).toBeInTheDocument();
    await user.keyboard('a');
    expect(refreshSession).toHaveBeenCalledTimes(2);
  });
});
