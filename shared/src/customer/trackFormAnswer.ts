import { MESSAGE_SERVICE_UNAVAILABLE } from '../api/envelope';
import {
  MESSAGE_EMAIL_REQUIRED,
  MESSAGE_ORDER_ID_REQUIRED,
  MESSAGE_ORDER_NOT_FOUND,
} from './customerMessages';

/**
 * The track form sent without JavaScript (a plain form post the customer site answers with a
 * redirect): a refusal comes back to the track form with these keys in its address (both
 * empty fields at once), and the page shows each message, the same words as the form's own
 * checks and the server's.
 */
export const TRACK_FORM_PROBLEMS = {
  orderIdRequired: MESSAGE_ORDER_ID_REQUIRED,
  emailRequired: MESSAGE_EMAIL_REQUIRED,
  orderNotFound: MESSAGE_ORDER_NOT_FOUND,
  // The address carries no wait: the form's limit is minutes long (FRONT_RATE_LIMIT_WINDOW).
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  // The database or the storage did not answer (the envelope's 503).
  serviceUnavailable: MESSAGE_SERVICE_UNAVAILABLE,
} as const;

export type TrackFormProblem = keyof typeof TRACK_FORM_PROBLEMS;

/** The query parameter that carries the refusal's key. */
export const TRACK_FORM_PROBLEM_PARAM = 'problem';

/** The message of a refusal key from an address; null for none or an unknown key. */
export function trackFormProblemMessage(key: string | null): string | null {
  return key !== null && Object.hasOwn(TRACK_FORM_PROBLEMS, key)
    ? TRACK_FORM_PROBLEMS[key as TrackFormProblem]
    : null;
}
