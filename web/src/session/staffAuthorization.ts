import { addRequestStep, loadHttpClient } from '../api/apiClient';
import { readStoredSession } from './storedSession';

let sending = false;

/**
 * From now on every request carries the stored staff token as the bare Authorization value
 * (docs/product.md#calls). Only staff hosts call it (the shell, a staff remote's standalone page):
 * the customer pages never read the staff session (docs/security.md, "Two origins"). Staff
 * pages call the API at once, so the HTTP client is downloaded now, not with the first call.
 */
export function sendStaffToken(): void {
  if (sending) return;
  sending = true;
  addRequestStep((config) => {
    const token = readStoredSession()?.accessToken;
    if (token) config.headers.set('Authorization', token);
    return config;
  });
  // A failed download is tried again by the first call.
  loadHttpClient().catch(() => undefined);
}
