import type { CustomerPass, DocumentDownloadRequest, VisitorDownloads } from '../entities/visitor';
import { route } from './apiRoute';

/**
 * The customer pages' calls, apart from the staff ones so that a customer page downloads
 * no staff call (docs/architecture.md, "Customer pages").
 */
export const FRONT_ROUTES = {
  // Track answers a customer pass; the other customer calls send it back (docs/decisions.md).
  trackOrder: route<{ body: { orderId: number; email: string } }, CustomerPass>(
    'POST',
    '/front/track-order',
    'public',
  ),
  downloadHistory: route<{ body: { orderId: number; customerToken: string } }, VisitorDownloads>(
    'POST',
    '/front/get-download-history',
    'public',
  ),
  downloadPassportDoc: route<{ body: DocumentDownloadRequest }, Blob>(
    'POST',
    '/front/download-passport-doc-pdf',
    'public',
  ),
} as const;
