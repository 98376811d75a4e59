import { Type } from '@sinclair/typebox';
import { MAX_PAGE_SIZE, MESSAGE_PAGE_TOO_LARGE } from '../../orders/pageSize';
import { FIELD_LENGTHS } from '../../validation/ruleChecks';
import { noDataResponse, successEnvelope } from '../../schemas/envelopeSchemas';
import { BoundedInteger, fieldMessages, noQuery } from '../../schemas/schemaTypes';
import {
  folderKeySchema,
  orderIdListSchema,
  folderCountsSchema,
  actedOnResponse,
  orderListPageResponse,
} from '../../schemas/queueSchemas';
import { ROLE_ACCESS } from '../../roles/roleRules';
import { declaredRoute, orderPageCall, eventStream } from '../apiRoute';

/**
 * The queue screens' calls: folder counts, a queue's pages, search and the queue actions.
 * Each entry declares one call: method, path, access and schemas.
 */
export const QUEUE_ROUTES = {
  folderCount: declaredRoute('GET', '/admin/get-folder-count', 'staff', {
    querystring: Type.Object({
      // Accepted for the clients' sake; My Orders counts the signed-in member's orders, whatever it says.
      userName: Type.Optional(Type.String()),
    }),
    response: successEnvelope(folderCountsSchema),
  }),
  ordersList: declaredRoute('GET', '/admin/get-orders-list/:orderName', 'staff', {
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
  }),
  searchOrder: declaredRoute('POST', '/admin/search-order', 'staff', {
    body: Type.Object({
      /** Offset of the first row (0 for the first page). */
      start: BoundedInteger({ minimum: 0 }),
      /** Offset after the last row: end - start is the page size, at most MAX_PAGE_SIZE (checked by the route). */
      end: BoundedInteger({ minimum: 1 }),
      searchVal: Type.String({ maxLength: FIELD_LENGTHS.search }),
      folderName: folderKeySchema,
    }),
    response: orderListPageResponse,
  }),
  assignOrderStatus: declaredRoute('PUT', '/admin/assign-order-status', 'staff', {
    body: Type.Object({
      orderId: orderIdListSchema,
      /** The signed-in member's own name ('Assign to me'), or empty to release ('Move to Original Folder'). */
      assignto: Type.String({ maxLength: FIELD_LENGTHS.shortText }),
    }),
    response: actedOnResponse,
  }),
  /** Deletes orders; `folderName` is the queue it is done from (My Orders: Admin only). */
  changeOrderStatus: declaredRoute('PUT', '/admin/change-order-status', ROLE_ACCESS.deleteOrders, {
    body: Type.Object({
      orderId: orderIdListSchema,
      /** Accepted, but the orders themselves decide who may delete them. */
      folderName: Type.Optional(folderKeySchema),
    }),
    response: actedOnResponse,
  }),
  /** Moves one order, as the order page would: its holder's only while someone holds it. */
  moveToCompleteRefund: orderPageCall(
    declaredRoute('PUT', '/admin/move-to-complete-refund', 'staff', {
      body: Type.Object({ orderId: BoundedInteger({ minimum: 1 }) }),
      response: noDataResponse,
    }),
  ),
  refundOrders: declaredRoute('PUT', '/admin/refund-orders', 'staff', {
    body: Type.Object({ orderId: orderIdListSchema }),
    response: actedOnResponse,
  }),
  /** Server-sent events: `changed` whenever the audit log grows (docs/decisions.md). */
  liveUpdates: eventStream(
    declaredRoute('GET', '/admin/live-updates', 'staff', { querystring: noQuery }),
  ),
} as const;
