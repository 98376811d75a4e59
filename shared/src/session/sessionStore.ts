import { createStore } from 'zustand/vanilla';
import { API_ROUTES } from '../api/apiRoutes';
import { callApi } from '../api/apiClient';
import { isSuccess, type ApiEnvelope } from '../api/envelope';
import type { AuthState, LoginCredentials, LoginResult } from '../entities/session';
import type { SessionUser } from '../entities/staff';
import { readStoredSession, removeStoredSession, writeStoredSession } from './storedSession';

export interface SessionState extends AuthState {
  /** The signed-in staff member, read from the stored session. */
  user: SessionUser | null;
  login(credentials: LoginCredentials): Promise<ApiEnvelope<LoginResult>>;
  /** Revokes the token on the server (best effort) and clears the session locally. */
  logout(): Promise<void>;
  /** Clears the session locally only (401, password change). */
  clearSession(): void;
}

const signedOut = { loading: false, error: null, data: null, isAuth: false, user: null } as const;

/**
 * The one session store of the portal. It lives in the shared package, which the
 * shell and every remote load as a single shared module, so all see the same store.
 */
export const sessionStore = createStore<SessionState>()((set) => {
  const stored = readStoredSession();
  return {
    loading: false,
    error: null,
    data: null,
    isAuth: stored !== null,
    role: null,
    userInfoLoading: false,
    user: stored?.user ?? null,

    async login(credentials) {
      set({ loading: true, error: null });
      const answer = await callApi(API_ROUTES.adminLogin, { body: credentials });
      if (isSuccess(answer)) {
        writeStoredSession({ accessToken: answer.data.jwtToken, user: answer.data.data });
        set({ loading: false, data: answer.data, isAuth: true, user: answer.data.data });
      } else {
        set({ loading: false, error: answer.message });
      }
      return answer;
    },

    async logout() {
      if (readStoredSession()) await callApi(API_ROUTES.logout);
      removeStoredSession();
      set(signedOut);
    },

    clearSession() {
      removeStoredSession();
      set(signedOut);
    },
  };
});
