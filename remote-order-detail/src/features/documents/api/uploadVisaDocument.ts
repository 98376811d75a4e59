import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { MailServiceProvider } from '@portal/shared/entities/order';

export interface UploadInput {
  orderId: number;
  email: string;
  file: File;
  /** Left out for plain Submit: the server uses its default (AWS). */
  provider?: MailServiceProvider;
  /** The order's version the page showed (a stale one is refused with 409). */
  version: number;
}

export function uploadVisaDocument({ orderId, email, file, provider, version }: UploadInput) {
  const form = new FormData();
  form.append('orderId', String(orderId));
  form.append('email', email);
  if (provider) form.append('mailServiceProvider', provider);
  form.append('version', String(version));
  form.append('uploadVisaDoc', file);
  return callApi(API_ROUTES.uploadVisaDocument, { body: form });
}
