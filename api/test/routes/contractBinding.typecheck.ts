/**
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` below must meet the
 * error it names, so a route's schemas, or a test's call, that drift from the shared
 * contract stop the build (docs/architecture.md, "One contract"). Every case but the one
 * drift it names is the route's real declaration, so the error cannot come from anything else.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { CUSTOMER_SCHEMAS } from '@portal/shared/schemas/customerRoutes';
import { successEnvelope } from '@portal/shared/schemas/envelopeSchemas';
import { ORDER_DETAIL_SCHEMAS, orderIdParams } from '@portal/shared/schemas/orderDetailRoutes';
import { orderActivityEntrySchema } from '@portal/shared/schemas/orderSchemas';
import { QUEUE_SCHEMAS } from '@portal/shared/schemas/queueRoutes';
import { noQuery } from '@portal/shared/schemas/schemaTypes';
import { SETTINGS_SCHEMAS } from '@portal/shared/schemas/settingsRoutes';
import { teamMemberSchema } from '@portal/shared/schemas/staffSchemas';
import { success } from '../../src/lib/envelope';
import { defineRoute } from '../../src/routes/defineRoute';
import { callRoute } from '../helpers/callRoute';

const ids = Type.Array(Type.Integer());
const refuse = async (): Promise<never> => {
  throw new Error('never called');
};
const refunded = QUEUE_SCHEMAS.refundOrders.response;
const stringIds = successEnvelope(Type.Object({ orderId: Type.Array(Type.String()) }));
const withoutLockedOut = successEnvelope(Type.Array(Type.Omit(teamMemberSchema, ['lockedOut'])));
const { response: mailSent } = ORDER_DETAIL_SCHEMAS.sendRejectionMail;
const { response: member } = SETTINGS_SCHEMAS.teamMemberInfo;
const { response: counts } = QUEUE_SCHEMAS.folderCount;

export function contractBindings(app: FastifyInstance): void {
  // The contract's own shape compiles, written out or as the shared schemas.
  defineRoute(app, API_ROUTES.refundOrders, {
    schema: { body: Type.Object({ orderId: ids }), response: refunded },
    handler: refuse,
  });
  defineRoute(app, API_ROUTES.refundOrders, {
    schema: QUEUE_SCHEMAS.refundOrders,
    handler: async () => success('Refunded', { orderId: [1] }),
  });

  defineRoute(app, API_ROUTES.refundOrders, {
    // @ts-expect-error a body field renamed (orderId → orderIds)
    schema: { body: Type.Object({ orderIds: ids }), response: refunded },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.refundOrders, {
    // @ts-expect-error a body field of another type (numbers → strings)
    schema: { body: Type.Object({ orderId: Type.Array(Type.String()) }), response: refunded },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.refundOrders, {
    // @ts-expect-error a body field the contract does not send
    schema: { body: Type.Object({ orderId: ids, reason: Type.String() }), response: refunded },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.refundOrders, {
    // @ts-expect-error a JSON answer without a response schema
    schema: { body: QUEUE_SCHEMAS.refundOrders.body },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.refundOrders, {
    // @ts-expect-error a response schema that writes other data (ids as strings)
    schema: { body: QUEUE_SCHEMAS.refundOrders.body, response: stringIds },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.refundOrders, {
    schema: QUEUE_SCHEMAS.refundOrders,
    // @ts-expect-error a reply whose data differs from the response schema (a field renamed)
    handler: async () => success('Refunded', { orderIds: [1] }),
  });

  defineRoute(app, API_ROUTES.teamMemberList, {
    // @ts-expect-error a response schema that lacks a field of the contract (lockedOut): it would drop it
    schema: { querystring: noQuery, response: withoutLockedOut },
    handler: refuse,
  });

  // A file answer is written on the reply: no response schema, and none may be given.
  defineRoute(app, API_ROUTES.downloadPassportDoc, {
    schema: CUSTOMER_SCHEMAS.downloadPassportDoc,
    handler: refuse,
  });
  defineRoute(app, API_ROUTES.defencePackPdf, {
    // @ts-expect-error a response schema on a route that answers a file
    schema: { ...ORDER_DETAIL_SCHEMAS.defencePackPdf, response: successEnvelope(Type.Null()) },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.sendRejectionMail, {
    // @ts-expect-error a required body field left out (email)
    schema: { body: Type.Object({ orderId: Type.Integer() }), response: mailSent },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.teamMemberInfo, {
    // @ts-expect-error a path parameter renamed (id → memberId)
    schema: { params: Type.Object({ memberId: Type.Integer() }), response: member },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.folderCount, {
    // @ts-expect-error a query parameter made required that the contract leaves optional
    schema: { querystring: Type.Object({ userName: Type.String() }), response: counts },
    handler: refuse,
  });

  // The shared schemas of a call compile, answer included.
  defineRoute(app, API_ROUTES.orderActivity, {
    schema: ORDER_DETAIL_SCHEMAS.orderActivity,
    handler: async () => success('Order activity', []),
  });

  defineRoute(app, API_ROUTES.orderActivity, {
    // @ts-expect-error a response schema that would write other data than the contract answers
    schema: { params: orderIdParams, response: successEnvelope(Type.Array(Type.String())) },
    handler: refuse,
  });

  const withoutTo = Type.Array(Type.Omit(orderActivityEntrySchema, ['to']));
  defineRoute(app, API_ROUTES.orderActivity, {
    // @ts-expect-error a response schema that lacks a field of the contract (to): it would drop it
    schema: { params: orderIdParams, response: successEnvelope(withoutTo) },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.orderActivity, {
    schema: ORDER_DETAIL_SCHEMAS.orderActivity,
    // @ts-expect-error a reply whose entries differ from the response schema (fields missing)
    handler: async () => success('Order activity', [{ id: 1, at: '2025-01-01' }]),
  });
}

/** The API tests' calls are typed by the same entries: a renamed request field fails them too. */
export async function testCallBindings(app: FastifyInstance, token: string): Promise<void> {
  await callRoute(app, API_ROUTES.refundOrders, token, { body: { orderId: [1] } });
  // @ts-expect-error a body field renamed (orderId → orderIds)
  await callRoute(app, API_ROUTES.refundOrders, token, { body: { orderIds: [1] } });
  // @ts-expect-error a body field of another type (numbers → strings)
  await callRoute(app, API_ROUTES.refundOrders, token, { body: { orderId: ['1'] } });

  await callRoute(app, API_ROUTES.teamMemberInfo, token, { params: { id: 1 } });
  // @ts-expect-error a path parameter renamed (id → memberId)
  await callRoute(app, API_ROUTES.teamMemberInfo, token, { params: { memberId: 1 } });

  await callRoute(app, API_ROUTES.ordersList, token, {
    params: { orderName: 'newOrder' },
    query: { page: 1, limit: 10 },
  });
  await callRoute(app, API_ROUTES.ordersList, token, {
    params: { orderName: 'newOrder' },
    // @ts-expect-error a query parameter renamed (limit → perPage)
    query: { page: 1, perPage: 10 },
  });
  // @ts-expect-error a required body left out (sendRejectionMail's orderId and email)
  await callRoute(app, API_ROUTES.sendRejectionMail, token);
}
