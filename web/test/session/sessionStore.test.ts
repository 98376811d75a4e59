/**
 * @jest-environment jsdom
 */
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { SESSION_STORAGE_KEY } from '@portal/shared/entities/session';
import { callApi } from '../../src/api/apiClient';
import { sessionStore } from '../../src/session/sessionStore';
import {
  readStoredSession,
  removeStoredSession,
  writeStoredSession,
} from '../../src/session/storedSession';
import { ALICE, fakeToken, signedIn } from './sessionFixtures';

jest.mock('../../src/api/apiClient', () => ({ callApi: jest.fn() }));

const MINUTE = 60_000;
/** The server's clock, five minutes ahead of this browser's. */
const SERVER_AHEAD = 5 * MINUTE;

describe('session store: refresh and other tabs', () => {
  it('keeps the refreshed token, with its times on this clock', async () => {
    const old = signedIn(Date.now() - 20 * MINUTE, Date.now() + 10 * MINUTE);
    const serverNow = Date.now() + SERVER_AHEAD;
    const jwtToken = fakeToken(serverNow, serverNow + 30 * MINUTE);
    jest.mocked(callApi).mockResolvedValueOnce({
      status: 1,
      message: 'Session extended.',
      data: { jwtToken, data: ALICE },
    });
    await sessionStore.getState().refreshSession();
    expect(callApi).toHaveBeenCalledWith(API_ROUTES.refreshSession);
    expect(readStoredSession()?.accessToken).toBe(jwtToken);
    expect(readStoredSession()?.accessToken).not.toBe(old);
    const { issuedAt, expiresAt } = sessionStore.getState();
    expect(Math.abs((issuedAt ?? 0) - Date.now())).toBeLessThan(1000);
    expect(Math.abs((expiresAt ?? 0) - (Date.now() + 30 * MINUTE))).toBeLessThan(1000);
  });

  it('drops an answer that arrives after signing out', async () => {
    signedIn(Date.now(), Date.now() + 30 * MINUTE);
    jest.mocked(callApi).mockImplementationOnce(async () => {
      sessionStore.getState().clearSession();
      return {
        status: 1,
        message: 'Session extended.',
        data: { jwtToken: fakeToken(Date.now(), Date.now() + 30 * MINUTE), data: ALICE },
      };
    });
    await sessionStore.getState().refreshSession();
    expect(readStoredSession()).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ isAuth: false, expiresAt: null });
  });

  it('follows another tab that refreshed or signed out', () => {
    signedIn(Date.now() - 25 * MINUTE, Date.now() + 5 * MINUTE);
    const later = Date.now() + 30 * MINUTE;
    writeStoredSession({ accessToken: fakeToken(Date.now(), later), user: ALICE });
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(Math.abs((sessionStore.getState().expiresAt ?? 0) - later)).toBeLessThan(1000);

    removeStoredSession();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(sessionStore.getState()).toMatchObject({ isAuth: false, user: null });
  });

  it("follows another tab that cleared the site's storage, and ignores other keys", () => {
    signedIn(Date.now(), Date.now() + 30 * MINUTE);
    removeStoredSession();
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal.draft.remark' }));
    expect(sessionStore.getState()).toMatchObject({ isAuth: true, user: ALICE });
    // localStorage.clear() in another tab names no key.
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(sessionStore.getState()).toMatchObject({ isAuth: false, user: null });
  });
});

describe('session store: Logout', () => {
  beforeEach(() => jest.mocked(callApi).mockReset());

  it('ends the session on the server, then here', async () => {
    signedIn(Date.now(), Date.now() + 30 * MINUTE);
    jest.mocked(callApi).mockResolvedValueOnce({ status: 1, message: 'Logged out.', data: null });
    await sessionStore.getState().logout();
    expect(callApi).toHaveBeenCalledWith(API_ROUTES.logout);
    expect(readStoredSession()).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ isAuth: false, user: null });
  });

  it('calls nothing when this browser holds no session any more', async () => {
    signedIn(Date.now(), Date.now() + 30 * MINUTE);
    removeStoredSession();
    await sessionStore.getState().logout();
    expect(callApi).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ isAuth: false, user: null });
  });
});
