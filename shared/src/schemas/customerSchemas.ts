import { Type } from '@sinclair/typebox';
import {
  MESSAGE_DOCUMENT_REPLACED,
  MESSAGE_ORDER_NOT_FOUND,
  MESSAGE_PROOF_NEEDED,
} from '../customer/customerMessages';
import { Nullable } from './envelopeSchemas';
import { downloadHistoryItemSchema, orderStatusSchema, processStatusSchema } from './orderSchemas';
import { BoundedInteger, fieldMessages } from './schemaTypes';

/** The order id of a call made with a pass: unreadable, it gets the answer of an unknown order. */
export const passOrderIdSchema = BoundedInteger({
  minimum: 1,
  ...fieldMessages({ required: MESSAGE_PROOF_NEEDED, invalid: MESSAGE_ORDER_NOT_FOUND }),
});

/** The customer pass track-order answered (docs/decisions.md). */
export const customerTokenSchema = Type.String({
  minLength: 1,
  maxLength: 2048,
  ...fieldMessages({ required: MESSAGE_PROOF_NEEDED, invalid: MESSAGE_PROOF_NEEDED }),
});

/**
 * Proof that the caller is the customer of one order: the answer of track-order (order id
 * plus the order's e-mail), sent back with every other customer call. Short-lived.
 */
export const customerPassSchema = Type.Object({
  customerToken: Type.String(),
  /** ISO-8601 UTC moment the token stops working. */
  expiresAt: Type.String(),
});

/** What a customer may see of their own order once they proved it is theirs. */
export const visitorOrderSchema = Type.Object({
  order_id: Type.Integer(),
  given_names: Type.String(),
  family_name: Type.String(),
  domain_name: Type.String(),
  process_status: processStatusSchema,
  order_status: orderStatusSchema,
  /** Remark texts the team left for the customer (order_status 5). */
  remarks: Type.Array(Type.String()),
});

/** The answer of get-download-history (data, mainResult and path; docs/product.md#calls). */
export const visitorDownloadsSchema = Type.Object({
  data: Type.Array(downloadHistoryItemSchema),
  mainResult: visitorOrderSchema,
  /** The current, non-rejected document of the order; null when there is none. */
  path: Nullable(Type.Object({ file1: Type.String() })),
});

/**
 * Body of download-passport-doc-pdf: the fields of docs/product.md#calls, the pass and the
 * browser's time zone.
 */
export const documentDownloadRequestSchema = Type.Object({
  orderId: passOrderIdSchema,
  customername: Type.String({ maxLength: 300 }),
  file1: Type.String({
    minLength: 1,
    maxLength: 200,
    ...fieldMessages({
      required: MESSAGE_DOCUMENT_REPLACED,
      invalid: MESSAGE_DOCUMENT_REPLACED,
    }),
  }),
  customerToken: customerTokenSchema,
  /** IANA zone of the customer's browser, recorded in the download history. */
  timezone: Type.Optional(Type.String({ maxLength: 200 })),
});
