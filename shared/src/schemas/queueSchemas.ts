import { Type } from '@sinclair/typebox';
import { FOLDER_KEYS } from '../entities/folders';
import { successEnvelope } from './envelopeSchemas';
import { orderListPageSchema } from './orderSchemas';
import { BoundedInteger, fieldMessages, StringEnum } from './schemaTypes';
import { formatCount } from '../numbers/formatCount';

/** The most orders one queue action changes at once. */
export const MAX_ORDERS_PER_ACTION = 5_000;

export const folderKeySchema = StringEnum(FOLDER_KEYS);

/** `orderId` of the queue actions: one id or a list; a single number is read as a list of one. */
export const orderIdListSchema = Type.Array(
  BoundedInteger({
    minimum: 1,
    ...fieldMessages({ invalid: 'Every orderId must be a whole number above 0.' }),
  }),
  {
    minItems: 1,
    maxItems: MAX_ORDERS_PER_ACTION,
    ...fieldMessages({
      required: 'Select at least one order.',
      invalid: `Select at least one order and at most ${formatCount(MAX_ORDERS_PER_ACTION)}.`,
    }),
  },
);

/** Live folder counts (docs/product.md#records). */
export const folderCountsSchema = Type.Object({
  myOrdersCount: Type.Integer(),
  newOrdersCount: Type.Integer(),
  priorityOrdersCount: Type.Integer(),
  pendingOrdersCount: Type.Integer(),
  completedOrdersCount: Type.Integer(),
  awaitingOrdersCount: Type.Integer(),
  awaitingGovtCount: Type.Integer(),
  contactCustomerOrdersCount: Type.Integer(),
  customerCalledCount: Type.Integer(),
  deletedOrdersCount: Type.Integer(),
  rejectedOrdersCount: Type.Integer(),
  allOrdersCount: Type.Integer(),
  refundOrdersCount: Type.Integer(),
  chargeBackCount: Type.Integer(),
  processMarchOrdersCount: Type.Integer(),
});

/** The orders a queue action was done to, once each. */
export const actedOnResponse = successEnvelope(
  Type.Object({ orderId: Type.Array(Type.Integer()) }),
);
export const orderListPageResponse = successEnvelope(orderListPageSchema);
