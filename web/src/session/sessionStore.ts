import { createStore } from 'zustand/vanilla';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { callApi } from '../api/apiClient';
import { isSuccess, type ApiEnvelope } from '@portal/shared/api/envelope';
import {
  SESSION_STORAGE_KEY,
  type AuthState,
  type LoginCredentials,
  type LoginResult,
} from '@portal/shared/entities/session';
import type { SessionUser } from '@portal/shared/entities/staff';
import { queryClient } from '../query/queryClient';
import { clearAllDrafts } from './drafts';
import { readStoredSession, removeStoredSession, writeStoredSession } from './storedSession';
import { tokenTimes } from './tokenTimes';

export interface SessionState extends AuthState {
  /** The signed-in staff member, read from the stored session. */
  user: SessionUser | null;
  /** When the token was issued and when it ends, on this browser's clock (ms); null when unknown. */
  issuedAt: number | null;
  expiresAt: number | null;
  login(credentials: LoginCredentials): Promise<ApiEnvelope<LoginResult>>;
  /** A fresh token for the same session ('Stay signed in', activity). */
  refreshSession(): Promise<ApiEnvelope<LoginResult>>;
  /** Revokes the token on the server (best effort), clears the session and every draft. */
  logout(): Promise<void>;
  /** Clears the session locally only (401, password change); drafts stay for the next sign-in. */
  clearSession(): void;
}

const signedOut = {
  loading: false,
  error: null,
  data: null,
  isAuth: false,
  user: null,
  issuedAt: null,
  expiresAt: null,
} as const;

/**
 * The token's times on this browser's clock. A token just received from the server was
 * issued now, which gives the offset between the two clocks; a stored one is taken as is.
 */
function localTimes(token: string, receivedNow: boolean) {
  const times = tokenTimes(token);
  if (!times) return { issuedAt: null, expiresAt: null };
  const offset = receivedNow ? Date.now() - times.issuedAt : 0;
  return { issuedAt: times.issuedAt + offset, expiresAt: times.expiresAt + offset };
}

/**
 * The one session store of the portal. It lives in the shared package, which the
 * shell and every remote load as a single shared module, so all see the same store.
 */
export const sessionStore = createStore<SessionState>()((set) => {
  const stored = readStoredSession();

  function keep(result: LoginResult): void {
    writeStoredSession({ accessToken: result.jwtToken, user: result.data });
    set({ isAuth: true, user: result.data, ...localTimes(result.jwtToken, true) });
  }

  // Another tab signed in, refreshed or signed out: follow it.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      const session = readStoredSession();
      if (!session) set(signedOut);
      else set({ isAuth: true, user: session.user, ...localTimes(session.accessToken, true) });
    });
  }

  return {
    loading: false,
    error: null,
    data: null,
    isAuth: stored !== null,
    role: null,
    userInfoLoading: false,
    user: stored?.user ?? null,
    ...(stored ? localTimes(stored.accessToken, false) : { issuedAt: null, expiresAt: null }),

    async login(credentials) {
      set({ loading: true, error: null });
      const answer = await callApi(API_ROUTES.adminLogin, { body: credentials });
      if (isSuccess(answer)) {
        keep(answer.data);
        set({ loading: false, data: answer.data });
      } else {
        set({ loading: false, error: answer.message });
      }
      return answer;
    },

    async refreshSession() {
      const before = readStoredSession()?.accessToken;
      const answer = await callApi(API_ROUTES.refreshSession);
      // Signed out (or in as someone else) while the call ran: the answer is stale.
      if (isSuccess(answer) && before && readStoredSession()?.accessToken === before) {
        keep(answer.data);
      }
      return answer;
    },

    async logout() {
      if (readStoredSession()) await callApi(API_ROUTES.logout);
      removeStoredSession();
      clearAllDrafts();
      set(signedOut);
    },

    clearSession() {
      removeStoredSession();
      set(signedOut);
    },
  };
});

// What the cache read for one member stays with them: signing out, or another member signing
// in (in this tab or another), empties it, so no list or count of theirs shows to the next.
sessionStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) queryClient.clear();
});
