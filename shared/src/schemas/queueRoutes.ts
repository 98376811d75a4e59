import { Type } from '@sinclair/typebox';
import { FOLDER_KEYS } from '../entities/folders';
import { MAX_PAGE_SIZE, MESSAGE_PAGE_TOO_LARGE } from '../orders/pageSize';
import { FIELD_LENGTHS } from '../validation/ruleChecks';
import { noDataResponse, successEnvelope } from './envelopeSchemas';
import { orderListPageSchema } from './orderSchemas';
import { BoundedInteger, fieldMessages, noQuery, StringEnum } from './schemaTypes';

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
      invalid: `Select at least one order and at most ${MAX_ORDERS_PER_ACTION.toLocaleString('en-AU')}.`,
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
const actedOnResponse = successEnvelope(Type.Object({ orderId: Type.Array(Type.Integer()) }));
const orderListPageResponse = successEnvelope(orderListPageSchema);

/**
 * The queue screens' calls: each one's request parts and answer, the one declaration the
 * contract's types (api/apiRoutes) and the server's validation and serialization share.
 */
export const QUEUE_SCHEMAS = {
  folderCount: {
    querystring: Type.Object({
      // Accepted for the clients' sake; My Orders counts the signed-in member's orders, whatever it says.
      userName: Type.Optional(Type.String()),
    }),
    response: successEnvelope(folderCountsSchema),
  },
  ordersList: {
    params: Type.Object({ orderName: folderKeySchema }),
    querystring: Type.Object({
      page: BoundedInteger({ minimum: 1, default: 1 }),
      limit: BoundedInteger({
        minimum: 1,
        maximum: MAX_PAGE_SIZE,
        default: 10,
        ...fieldMessages({ maximum: MESSAGE_PAGE_TOO_LARGE }),
      }),
      // Sent by the clients (docs/product.md#calls); the list is answered at once either way.
      delay: Type.Optional(BoundedInteger({ minimum: 0 })),
      // My Orders lists the signed-in member's orders, whatever userName says.
      userName: Type.Optional(Type.String()),
      /** The previous page's nextCursor: the page is found by a keyset seek, not an offset. */
      after: Type.Optional(Type.String({ maxLength: 100 })),
    }),
    response: orderListPageResponse,
  },
  searchOrder: {
    body: Type.Object({
      /** Offset of the first row (0 for the first page). */
      start: BoundedInteger({ minimum: 0 }),
      /** Offset after the last row: end - start is the page size, at most MAX_PAGE_SIZE (checked by the route). */
      end: BoundedInteger({ minimum: 1 }),
      searchVal: Type.String({ maxLength: FIELD_LENGTHS.search }),
      folderName: folderKeySchema,
    }),
    response: orderListPageResponse,
  },
  assignOrderStatus: {
    body: Type.Object({
      orderId: orderIdListSchema,
      /** The signed-in member's own name ('Assign to me'), or empty to release ('Move to Original Folder'). */
      assignto: Type.String({ maxLength: FIELD_LENGTHS.shortText }),
    }),
    response: actedOnResponse,
  },
  /** Deletes orders; `folderName` is the queue it is done from (My Orders: Admin only). */
  changeOrderStatus: {
    body: Type.Object({
      orderId: orderIdListSchema,
      /** Accepted, but the orders themselves decide who may delete them. */
      folderName: Type.Optional(folderKeySchema),
    }),
    response: actedOnResponse,
  },
  moveToCompleteRefund: {
    body: Type.Object({ orderId: BoundedInteger({ minimum: 1 }) }),
    response: noDataResponse,
  },
  refundOrders: {
    body: Type.Object({ orderId: orderIdListSchema }),
    response: actedOnResponse,
  },
  /** Server-sent events, written on the reply: no response schema. */
  liveUpdates: { querystring: noQuery },
};
