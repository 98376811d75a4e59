import { Type } from '@sinclair/typebox';
import { TRACK_ORDER_RULES } from '../validation/trackOrderRules';
import { successEnvelope } from '../schemas/envelopeSchemas';
import { orderIdFieldSchema, textSchema } from '../schemas/fieldSchemas';
import {
  passOrderIdSchema,
  customerTokenSchema,
  customerPassSchema,
  visitorDownloadsSchema,
  documentDownloadRequestSchema,
} from '../schemas/customerSchemas';
import { declaredRoute, answersFile } from './apiRoute';

/**
 * The customer pages' calls, apart from the staff ones so that a customer page downloads
 * no staff call (docs/architecture.md, "Customer pages").
 */
export const FRONT_ROUTES = {
  // Track answers a customer pass; the other customer calls send it back (docs/decisions.md).
  trackOrder: declaredRoute('POST', '/front/track-order', 'public', {
    body: Type.Object({
      orderId: orderIdFieldSchema(TRACK_ORDER_RULES.orderId),
      email: textSchema(TRACK_ORDER_RULES.email),
    }),
    response: successEnvelope(customerPassSchema),
  }),
  downloadHistory: declaredRoute('POST', '/front/get-download-history', 'public', {
    body: Type.Object({ orderId: passOrderIdSchema, customerToken: customerTokenSchema }),
    response: successEnvelope(visitorDownloadsSchema),
  }),
  /** Answers the document itself. */
  downloadPassportDoc: answersFile(
    declaredRoute('POST', '/front/download-passport-doc-pdf', 'public', {
      body: documentDownloadRequestSchema,
    }),
  ),
} as const;
