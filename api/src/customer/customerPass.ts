import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { CustomerPass } from '@portal/shared/entities/visitor';

/**
 * The customer's proof for one order. Tracking (order id + the order's e-mail) answers a
 * short-lived HS256 token scoped to that order; the status, history and download calls
 * accept nothing else. The token is signed with a key derived from the server secret for
 * this purpose only, and carries its own purpose claim, so a staff session token can never
 * pass as a customer token, nor the other way round.
 */
export const CUSTOMER_PASS_TTL_SECONDS = 30 * 60;

const PURPOSE = 'customer-order';
const ALGORITHM = 'HS256';

interface CustomerPassClaims {
  purpose: typeof PURPOSE;
  orderId: number;
}

function customerKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('customer-pass-v1').digest();
}

export function issueCustomerPass(
  orderId: number,
  serverSecret: string,
  now: Date = new Date(),
): CustomerPass {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims: CustomerPassClaims & { iat: number } = { purpose: PURPOSE, orderId, iat: issuedAt };
  const customerToken = jwt.sign(claims, customerKey(serverSecret), {
    algorithm: ALGORITHM,
    expiresIn: CUSTOMER_PASS_TTL_SECONDS,
  });
  const expiresAt = new Date((issuedAt + CUSTOMER_PASS_TTL_SECONDS) * 1000).toISOString();
  return { customerToken, expiresAt };
}

/** True only for a valid, unexpired customer token issued for exactly `orderId`. */
export function passOpensOrder(token: string, orderId: number, serverSecret: string): boolean {
  let decoded: unknown;
  try {
    decoded = jwt.verify(token, customerKey(serverSecret), { algorithms: [ALGORITHM] });
  } catch {
    return false;
  }
  if (typeof decoded !== 'object' || decoded === null) return false;
  const claims = decoded as Partial<Record<keyof CustomerPassClaims, unknown>>;
  return claims.purpose === PURPOSE && claims.orderId === orderId;
}
