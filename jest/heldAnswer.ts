import type { ApiEnvelope } from '@portal/shared/api/envelope';

/**
 * An answer held back until the test sends it: to see what shows while a call is on its way.
 * Every front-end package's tests import it as `@portal/jest/heldAnswer`.
 */
export function heldAnswer<T = ApiEnvelope<unknown>>() {
  let send: (answer: T) => void = () => undefined;
  const answer = new Promise<T>((resolve) => {
    send = resolve;
  });
  return { answer, send };
}
