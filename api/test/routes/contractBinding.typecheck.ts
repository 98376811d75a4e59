/**
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` below must meet the
 * error it names. A call's schemas, method, path and access are one entry of the route
 * table (shared/src/api/routes), and its request and answer types are derived from those
 * schemas, so a route, a client and a test cannot disagree about a field: a handler that
 * reads or answers something else, or a test that sends something else, stops the build
 * (docs/architecture.md, "One contract"). Every case but the one drift it names is the
 * route's real use, so the error cannot come from anything else.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { answersFile, declaredRoute, multipartBody } from '@portal/shared/api/apiRoute';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { noDataResponse } from '@portal/shared/schemas/envelopeSchemas';
import { success } from '../../src/lib/envelope';
import { defineRoute } from '../../src/routes/defineRoute';
import { callRoute } from '../helpers/callRoute';

const refuse = async (): Promise<never> => {
  throw new Error('never called');
};

export function contractBindings(app: FastifyInstance): void {
  // The handler reads the request and answers the data its entry's schemas declare.
  defineRoute(app, API_ROUTES.refundOrders, {
    handler: async (request) => success('Refunded', { orderId: request.body.orderId }),
  });

  defineRoute(app, API_ROUTES.refundOrders, {
    // @ts-expect-error a body field the schema does not declare (orderIds)
    handler: async (request) => success('Refunded', { orderId: request.body.orderIds }),
  });

  defineRoute(app, API_ROUTES.teamMemberInfo, {
    // @ts-expect-error a path parameter the schema does not declare (memberId)
    handler: async (request) => refuse().then(() => request.params.memberId),
  });

  defineRoute(app, API_ROUTES.refundOrders, {
    // @ts-expect-error a reply whose data differs from the response schema (a field renamed)
    handler: async () => success('Refunded', { orderIds: [1] }),
  });

  defineRoute(app, API_ROUTES.orderActivity, {
    // @ts-expect-error a reply whose entries differ from the response schema (fields missing)
    handler: async () => success('Order activity', [{ id: 1, at: '2025-01-01' }]),
  });

  // A file answer is written on the reply: it has no response schema, and none may be given.
  defineRoute(app, API_ROUTES.downloadPassportDoc, { handler: refuse });
  answersFile(
    // @ts-expect-error a response schema on a call that answers a file
    declaredRoute('POST', '/a-file', 'staff', { response: noDataResponse }),
  );
  multipartBody(
    // @ts-expect-error a body schema on a call whose body is multipart form data
    declaredRoute('POST', '/an-upload', 'staff', { body: Type.Object({}) }),
  );
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
