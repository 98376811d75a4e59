import { isCustomerPass, type CustomerPass } from '../entities/visitor';
import type { CUSTOMER_PATHS } from '../navigation/customerPaths';
import { cookieValue } from '../util/cookies';

/**
 * The track form sent before the page's scripts ran (a plain post the customer site answers,
 * docs/decisions.md#customer-pages-paint-before-their-scripts) hands the customer's pass to
 * the page it opens in a short-lived cookie, never in an address: that page's scripts keep
 * the pass for the tab, as the scripted form does, and drop the cookie.
 */
export const PASS_HANDOVER_COOKIE = 'customer-pass-handover';

/** Long enough for a slow phone to download the page's scripts; the pass itself lasts longer. */
export const PASS_HANDOVER_SECONDS = 120;

/**
 * The pages the form opens once the order is proven, as the scripted form does on each: the
 * track form opens the download page, the status and download pages show themselves.
 */
export const TRACK_FORM_LANDINGS = [
  'orderCompletion',
  'statusTrack',
] as const satisfies readonly (keyof typeof CUSTOMER_PATHS)[];
export type TrackFormLanding = (typeof TRACK_FORM_LANDINGS)[number];

/** The form's hidden field naming its landing page. */
export const TRACK_FORM_LANDING_FIELD = 'next';

export function isTrackFormLanding(value: string | null): value is TrackFormLanding {
  return (TRACK_FORM_LANDINGS as readonly (string | null)[]).includes(value);
}

export interface PassHandover {
  orderId: number;
  pass: CustomerPass;
}

export function encodePassHandover(handover: PassHandover): string {
  return encodeURIComponent(JSON.stringify(handover));
}

/** The handover in a `Cookie` header or `document.cookie`; null for none or one unreadable. */
export function readPassHandover(cookies: string): PassHandover | null {
  const value = cookieValue(cookies, PASS_HANDOVER_COOKIE);
  if (!value) return null;
  let handover: unknown;
  try {
    handover = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  if (typeof handover !== 'object' || handover === null) return null;
  const { orderId, pass } = handover as Partial<Record<keyof PassHandover, unknown>>;
  return typeof orderId === 'number' && isCustomerPass(pass) ? { orderId, pass } : null;
}
