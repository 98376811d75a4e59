import { useLogout } from '../../auth/hooks/useLogout';
import { useSessionTimer } from '../hooks/useSessionTimer';
import './SessionExpiryNotice.css';

/**
 * The calm warning before an idle session ends: how long is left, 'Stay signed in' and
 * 'Sign out'. It does not take the focus from what the member was doing; both buttons are
 * reachable with the keyboard and the text is announced politely.
 */
export function SessionExpiryNotice() {
  const { minutesLeft, refreshing, staySignedIn } = useSessionTimer();
  const logout = useLogout();
  if (minutesLeft === null) return null;

  return (
    <section className="session-notice" aria-label="Session ending" aria-live="polite">
      <p className="session-notice-text">
        <strong>
          Your session ends in {minutesLeft} minute{minutesLeft === 1 ? '' : 's'}.
        </strong>
        <span className="muted"> Stay signed in to keep working.</span>
      </p>
      <div className="session-notice-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void staySignedIn()}
          disabled={refreshing}
        >
          Stay signed in
        </button>
        <button type="button" className="btn" onClick={() => void logout()} disabled={refreshing}>
          Sign out
        </button>
      </div>
    </section>
  );
}
