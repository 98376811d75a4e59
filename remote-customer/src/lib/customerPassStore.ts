import type { CustomerPass } from '@portal/shared/entities/visitor';

/**
 * The customer's pass per order, in session storage: it lasts as long as the tab and is
 * never shared with other tabs or kept after the browser closes.
 */
const KEY_PREFIX = 'customer-pass:';

function keyOf(orderId: number): string {
  return `${KEY_PREFIX}${orderId}`;
}

function isPass(value: unknown): value is CustomerPass {
  if (typeof value !== 'object' || value === null) return false;
  const { customerToken, expiresAt } = value as Partial<Record<keyof CustomerPass, unknown>>;
  return typeof customerToken === 'string' && typeof expiresAt === 'string';
}

export function savePass(orderId: number, pass: CustomerPass): void {
  sessionStorage.setItem(keyOf(orderId), JSON.stringify(pass));
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
  if (!isPass(pass) || Date.parse(pass.expiresAt) <= now) {
    forgetPass(orderId);
    return null;
  }
  return pass;
}

export function forgetPass(orderId: number): void {
  sessionStorage.removeItem(keyOf(orderId));
}
