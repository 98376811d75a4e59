import type { FastifyRequest } from 'fastify';
import { TRACK_FORM_PATH } from '@portal/shared/remotes/customerScreens';
import { cookieValue, setCookie } from '@portal/shared/util/cookies';
import { FIELD_LENGTHS } from '@portal/shared/validation/ruleChecks';

/**
 * The Email ID of a track form post the customer site refused without JavaScript, kept for
 * the track form the refusal goes back to: the server draws that form with it and drops it
 * (docs/decisions.md, "Customer pages paint before their scripts"). A cookie of the track
 * form's pages only, which no script can read, for a minute: the e-mail is never put in an
 * address.
 */
const KEPT_EMAIL_COOKIE = 'track-form-email';
const KEPT_EMAIL_SECONDS = 60;

function cookieOf(value: string, maxAge: number, request: FastifyRequest): string {
  return setCookie(KEPT_EMAIL_COOKIE, value, {
    path: TRACK_FORM_PATH,
    maxAge,
    httpOnly: true,
    secure: request.protocol === 'https',
  });
}

function keepable(email: string): boolean {
  return email !== '' && email.length <= FIELD_LENGTHS.email;
}

/** The cookie keeping the e-mail a refused post typed; null when there is none to keep. */
export function keptEmailCookie(request: FastifyRequest, email: string): string | null {
  return keepable(email) ? cookieOf(encodeURIComponent(email), KEPT_EMAIL_SECONDS, request) : null;
}

/** The cookie's end, once the form has been drawn with it. */
export function droppedEmailCookie(request: FastifyRequest): string {
  return cookieOf('', 0, request);
}

/** The e-mail a refused post kept for this page; null for none, or one unreadable. */
export function keptEmailOf(request: FastifyRequest): string | null {
  const value = cookieValue(request.headers.cookie ?? '', KEPT_EMAIL_COOKIE);
  if (!value) return null;
  try {
    const email = decodeURIComponent(value);
    return keepable(email) ? email : null;
  } catch {
    return null;
  }
}
