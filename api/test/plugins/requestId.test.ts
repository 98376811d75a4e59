import type { FastifyInstance } from 'fastify';
import { declaredRoute } from '@portal/shared/api/apiRoute';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { noDataResponse } from '@portal/shared/schemas/envelopeSchemas';
import { defineRoute } from '../../src/routes/defineRoute';
import { logLines } from '../helpers/logLines';
import { apiPath, type TestApp } from '../helpers/testApp';
import {
  adminToken,
  createOrderDetailApp,
  freshOrder,
} from '../routes/orderDetail/orderDetailTestApp';

const FAILING = declaredRoute('GET', '/test/failing', 'public', { response: noDataResponse });
const NGINX_ID = '0f3c2a9b8e7d6c5b4a3928171605f4e3';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function registerFailingRoute(app: FastifyInstance): void {
  defineRoute(app, FAILING, {
    handler: async () => {
      throw new Error('a bug');
    },
  });
}

interface LogLine {
  reqId?: string;
  msg?: string;
  level: number;
}

describe('one request id from nginx through the instance', () => {
  let t: TestApp;
  let token: string;
  const log = logLines();
  const logged = () => log.lines.map((line) => JSON.parse(line) as LogLine);
  beforeAll(async () => {
    t = await createOrderDetailApp({
      env: { LOG_LEVEL: 'info' },
      logStream: log.stream,
      beforeReady: registerFailingRoute,
    });
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  it('answers with the id nginx gave, a success and a refusal alike, and a refusal names it in its body', async () => {
    const success = await t.app.inject({
      method: 'GET',
      url: apiPath(API_ROUTES.health),
      headers: { 'x-request-id': NGINX_ID },
    });
    expect(success.headers['x-request-id']).toBe(NGINX_ID);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-call',
      headers: { 'x-request-id': NGINX_ID },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['x-request-id']).toBe(NGINX_ID);
    expect(refused.json()).toEqual({
      status: 0,
      message: 'There is no API call GET /api/no-such-call.',
      requestId: NGINX_ID,
    });
  });

  it.each([
    ['none', undefined],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['a forged log line', 'abcdefgh\n{"level":30}'],
    ['spaces and quotes', 'abc def "ghi"'],
  ])('makes its own id when the given one is %s', async (_case, given) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-call',
      headers: given === undefined ? {} : { 'x-request-id': given },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(response.json().requestId).toBe(id);
  });

  it("names the id in a 500's body and on the error's log line, so a user's screenshot leads to it", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/failing',
      headers: { 'x-request-id': 'support-case-1234' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 0,
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'support-case-1234',
    });
    const failed = logged().find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({ level: 50, reqId: 'support-case-1234' });
  });

  it("stamps a write's audit entries and its mail's log line with the id", async () => {
    const orderId = freshOrder(t, 'Completed', new Set());
    const response = await t.app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.sendRejectionMail),
      payload: { orderId, email: 'applicant@example.com' },
      headers: { authorization: token, 'x-request-id': NGINX_ID },
    });
    expect(response.json().status).toBe(1);
    const entries = t.sql
      .prepare('select action, request_id from audit_log where entity_id = ? order by id')
      .all(String(orderId));
    expect(entries).toEqual([
      { action: 'order.document.rejected', request_id: NGINX_ID },
      { action: 'order.mail', request_id: NGINX_ID },
    ]);
    expect(logged().find((line) => line.msg === 'mail delivered')).toMatchObject({
      reqId: NGINX_ID,
    });
  });
});
