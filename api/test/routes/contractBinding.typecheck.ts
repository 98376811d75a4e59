/**
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` below must meet the
 * error it names, so a route's schemas that drift from the shared contract stop the build
 * (docs/architecture.md, "One contract").
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { successEnvelope } from '@portal/shared/schemas/envelopeSchemas';
import { ORDER_DETAIL_SCHEMAS, orderIdParams } from '@portal/shared/schemas/orderDetailRoutes';
import { orderActivityEntrySchema } from '@portal/shared/schemas/orderSchemas';
import { success } from '../../src/lib/envelope';
import { defineRoute } from '../../src/routes/defineRoute';

const ids = Type.Array(Type.Integer());
const refuse = async (): Promise<never> => {
  throw new Error('never called');
};

export function contractBindings(app: FastifyInstance): void {
  // The contract's own shape compiles.
  defineRoute(app, API_ROUTES.refundOrders, {
    schema: { body: Type.Object({ orderId: ids }) },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.refundOrders, {
    // @ts-expect-error a body field renamed (orderId → orderIds)
    schema: { body: Type.Object({ orderIds: ids }) },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.refundOrders, {
    // @ts-expect-error a body field of another type (numbers → strings)
    schema: { body: Type.Object({ orderId: Type.Array(Type.String()) }) },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.refundOrders, {
    // @ts-expect-error a body field the contract does not send
    schema: { body: Type.Object({ orderId: ids, reason: Type.String() }) },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.sendRejectionMail, {
    // @ts-expect-error a required body field left out (email)
    schema: { body: Type.Object({ orderId: Type.Integer() }) },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.teamMemberInfo, {
    // @ts-expect-error a path parameter renamed (id → memberId)
    schema: { params: Type.Object({ memberId: Type.Integer() }) },
    handler: refuse,
  });

  defineRoute(app, API_ROUTES.folderCount, {
    // @ts-expect-error a query parameter made required that the contract leaves optional
    schema: { querystring: Type.Object({ userName: Type.String() }) },
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
