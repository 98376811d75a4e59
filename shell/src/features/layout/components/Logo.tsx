import { PORTAL_NAME } from '../../../lib/portalName';

export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1d4ed8" />
        <path d="M9 22 16 8l7 14h-4l-3-6.5L13 22z" fill="#fff" />
      </svg>
      <span className="logo-text">{PORTAL_NAME}</span>
    </span>
  );
}
