import type { CUSTOMER_SCHEMAS } from '../schemas/customerRoutes';
import { declaredRoute, route, type RequestFrom } from './apiRoute';

/**
 * The customer pages' calls, apart from the staff ones so that a customer page downloads
 * no staff call (docs/architecture.md, "Customer pages"). Request and answer are declared
 * by CUSTOMER_SCHEMAS (shared/src/schemas).
 */
export const FRONT_ROUTES = {
  // Track answers a customer pass; the other customer calls send it back (docs/decisions.md).
  trackOrder: declaredRoute<CS['trackOrder']>('POST', '/front/track-order', 'public'),
  downloadHistory: declaredRoute<CS['downloadHistory']>(
    'POST',
    '/front/get-download-history',
    'public',
  ),
  downloadPassportDoc: route<RequestFrom<CS['downloadPassportDoc']>, Blob>(
    'POST',
    '/front/download-passport-doc-pdf',
    'public',
  ),
} as const;

type CS = typeof CUSTOMER_SCHEMAS;
