import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useStore } from 'zustand';
import { loadUserInfo } from '../api/userInfo';
import { isSuccess } from '@portal/shared/api/envelope';
import { sessionStore } from '@portal/web/session/sessionStore';

/** The warning shows this long before the token ends. */
export const WARN_BEFORE_MS = 2 * 60_000;
/** While the member is active the token is renewed, at most once a minute. */
export const REFRESH_AFTER_MS = 60_000;
/**
 * Once the token has ended on this clock the server is asked (its 401 signs out, with its
 * message) and asked again this often while it still says yes: the clocks may differ.
 */
export const PROBE_EVERY_MS = 30_000;
/** Timers longer than this wake up early and look again (browsers overflow long delays). */
const LONGEST_WAIT_MS = 60 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface SessionTimer {
  /** Whole minutes left, rounded up, while the warning shows; null otherwise. */
  minutesLeft: number | null;
  refreshing: boolean;
  /** 'Stay signed in': a fresh token for the same session. */
  staySignedIn(): Promise<void>;
}

/**
 * The idle session: the token lives JWT_TTL (30 minutes by default). Activity (a click, a
 * key, scrolling) renews it, so only an idle member's session ends; two minutes before it
 * does, `minutesLeft` asks them to choose. Inside those two minutes activity renews nothing:
 * the choice is theirs ('Stay signed in' or 'Sign out').
 */
export function useSessionTimer(): SessionTimer {
  const expiresAt = useStore(sessionStore, (state) => state.expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const [refreshing, setRefreshing] = useState(false);
  const inFlight = useRef(false);

  const refresh = useCallback(async (): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRefreshing(true);
    try {
      const answer = await sessionStore.getState().refreshSession();
      // A 401 is handled by the client (back to login); anything else is worth saying.
      if (!isSuccess(answer) && sessionStore.getState().isAuth) toast.error(answer.message);
    } finally {
      inFlight.current = false;
      setRefreshing(false);
    }
  }, []);

  // Wake up when the warning starts, every second inside it, and to probe after the end.
  useEffect(() => {
    if (expiresAt === null) return;
    const left = expiresAt - Date.now();
    const delay = left > WARN_BEFORE_MS ? left - WARN_BEFORE_MS : left > 0 ? 1000 : PROBE_EVERY_MS;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(delay, LONGEST_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [expiresAt, now]);

  useEffect(() => {
    if (expiresAt !== null && now >= expiresAt) void loadUserInfo();
  }, [expiresAt, now]);

  // Background tabs run timers late: look again when the tab is shown.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(() => {
    const onActivity = () => {
      const { issuedAt, expiresAt: endsAt } = sessionStore.getState();
      const moment = Date.now();
      if (issuedAt === null || endsAt === null) return;
      if (endsAt - moment <= WARN_BEFORE_MS || moment - issuedAt < REFRESH_AFTER_MS) return;
      void refresh();
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    return () => {
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onActivity, { capture: true });
      }
    };
  }, [refresh]);

  const left = expiresAt === null ? null : expiresAt - now;
  const minutesLeft =
    left !== null && left > 0 && left <= WARN_BEFORE_MS ? Math.ceil(left / 60_000) : null;
  return { minutesLeft, refreshing, staySignedIn: refresh };
}
