import { http } from '../api/apiClient';
import { readStoredSession } from './storedSession';

let sending = false;

/**
 * From now on every request carries the stored staff token as the bare Authorization value
 * (docs/product.md#calls). Only staff hosts call it (the shell, a staff remote's standalone page):
 * the customer pages never read the staff session (docs/security.md, "Two origins").
 */
export function sendStaffToken(): void {
  if (sending) return;
  sending = true;
  http.interceptors.request.use((config) => {
    const token = readStoredSession()?.accessToken;
    if (token) config.headers.set('Authorization', token);
    return config;
  });
}
