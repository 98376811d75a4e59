import { useSyncExternalStore } from 'react';
import { isCustomerPass, type CustomerPass } from '@portal/shared/entities/visitor';
import { PASS_HANDOVER_COOKIE, readPassHandover } from '@portal/shared/customer/passHandover';

/**
 * The customer's pass per order, in session storage: it lasts as long as the tab and is
 * never shared with other tabs or kept after the browser closes.
 */
const KEY_PREFIX = 'customer-pass:';

function keyOf(orderId: number): string {
  return `${KEY_PREFIX}${orderId}`;
}

const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function savePass(orderId: number, pass: CustomerPass): void {
  sessionStorage.setItem(keyOf(orderId), JSON.stringify(pass));
  changed();
}

/** The unexpired pass for the order, if the customer proved it in this tab. */
export function readPass(orderId: number, now: number = Date.now()): CustomerPass | null {
  const stored = sessionStorage.getItem(keyOf(orderId));
  if (stored === null) return null;
  let pass: unknown;
  try {
    pass = JSON.parse(stored);
  } catch {
    pass = null;
  }
  if (!isCustomerPass(pass) || Date.parse(pass.expiresAt) <= now) {
    forgetPass(orderId);
    return null;
  }
  return pass;
}

export function forgetPass(orderId: number): void {
  if (sessionStorage.getItem(keyOf(orderId)) === null) return;
  sessionStorage.removeItem(keyOf(orderId));
  changed();
}

/**
 * A pass the customer site handed over in a cookie, because the track form was sent before
 * the page's scripts ran (@portal/shared/customer/passHandover): kept like the scripted
 * form's, and the cookie dropped so that it is used once.
 */
function adoptHandedOverPass(): void {
  const handover = readPassHandover(document.cookie);
  if (document.cookie.includes(`${PASS_HANDOVER_COOKIE}=`)) {
    document.cookie = `${PASS_HANDOVER_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  }
  if (handover) savePass(handover.orderId, handover.pass);
}

// Before any page reads a pass; the server renderer has no document and no tab.
if (typeof document !== 'undefined') adoptHandedOverPass();

/**
 * The token of the order's pass, kept current as passes are saved and forgotten. A page
 * rendered on the server (docs/architecture.md, "Customer pages") has none, so the browser
 * takes over that page with none too, then draws it again with the tab's pass.
 */
export function usePassToken(orderId: number | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (orderId === null ? null : (readPass(orderId)?.customerToken ?? null)),
    () => null,
  );
}
