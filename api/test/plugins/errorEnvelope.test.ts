import { connect, type AddressInfo } from 'node:net';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { declaredRoute } from '@portal/shared/api/apiRoute';
import { ApiError } from '../../src/lib/apiError';
import { success } from '../../src/lib/envelope';
import { SECURITY_HEADERS } from '../../src/plugins/securityHeaders';
import { noDataResponse, successEnvelope } from '@portal/shared/schemas/envelopeSchemas';
import { StringEnum } from '@portal/shared/schemas/schemaTypes';
import { defineRoute } from '../../src/routes/defineRoute';
import { createTestApp, type TestApp } from '../helpers/testApp';

const ECHO = declaredRoute('POST', '/test/echo/:orderId', 'public', {
  params: Type.Object({ orderId: Type.Integer({ minimum: 100001 }) }),
  querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
  body: Type.Object({
    folder: StringEnum(['newOrder', 'myOrder']),
    email: Type.String({ format: 'email' }),
    details: Type.Object({ remark: Type.String({ minLength: 1 }) }),
  }),
  response: successEnvelope(Type.Unknown()),
});
const FAILING = declaredRoute('GET', '/test/failing', 'public', { response: noDataResponse });
const CONFLICT = declaredRoute('GET', '/test/conflict', 'public', { response: noDataResponse });

function registerTestRoutes(app: FastifyInstance): void {
  defineRoute(app, ECHO, {
    handler: async (request) => success('echo', { ...request.body, ...request.params }),
  });
  defineRoute(app, FAILING, {
    handler: async () => {
      throw new Error('secret internals at /srv/app.js:12');
    },
  });
  defineRoute(app, CONFLICT, {
    handler: async () => {
      throw new ApiError(409, 'The order was changed by someone else.');
    },
  });
}

describe('error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: registerTestRoutes });
  });
  afterAll(() => t.close());

  const valid = { folder: 'newOrder', email: 'a@b.test', details: { remark: 'ok' } };
  const echo = (payload: object, path = '/api/test/echo/100001') =>
    t.app.inject({ method: 'POST', url: path, payload });

  it('passes valid input through, coerced to the schema', async () => {
    const response = await echo(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ ...valid, orderId: 100001 });
  });

  it.each([
    [
      { ...valid, folder: 'unknown' },
      '/api/test/echo/100001',
      'folder must be one of: newOrder, myOrder.',
    ],
    [{ ...valid, email: 'nope' }, '/api/test/echo/100001', 'email must be a valid e-mail address.'],
    [{ ...valid, details: {} }, '/api/test/echo/100001', 'details.remark is required.'],
    [{ ...valid, details: { remark: '' } }, '/api/test/echo/100001', 'details.remark is required.'],
    [{ folder: 'newOrder', email: 'a@b.test' }, '/api/test/echo/100001', 'details is required.'],
    [valid, '/api/test/echo/42', 'orderId must be at least 100001.'],
    [valid, '/api/test/echo/abc', 'orderId must be a whole number.'],
    [valid, '/api/test/echo/100001?page=0', 'page must be at least 1.'],
  ])('answers 400 naming the field for %j at %s', async (payload, path, message) => {
    const response = await echo(payload, path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/100001',
      headers: { 'content-type': 'application/json' },
      payload: '{"folder":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 0,
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers 400 to a body that is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/100001',
      headers: { 'content-type': 'application/json' },
      payload: '"text"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(0);
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers 404 naming an unknown %s call',
    async (method) => {
      const response = await t.app.inject({ method, url: '/api/admin/no-such-call?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({
        status: 0,
        message: `There is no API call ${method} /api/admin/no-such-call.`,
      });
    },
  );

  it('answers an ApiError with its own status and message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 0,
      message: 'The order was changed by someone else.',
    });
  });

  it('hides the details of an unexpected error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/failing' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 0, message: expect.any(String) });
    expect(response.body).not.toMatch(/secret|srv|stack/);
  });
});

describe('requests Node refuses before routing', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends raw bytes and reads the whole answer until the server closes. */
  function rawRequest(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }
  const bodyOf = (answer: string) =>
    JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

  it('answers headers too large with 431 in the envelope', async () => {
    const answer = await rawRequest(
      `GET /api/user_info HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toMatchObject({
      status: 0,
      message: 'The request headers are too large.',
    });
  });

  it('answers what is not HTTP with 400 in the envelope', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ status: 0, message: 'The request is not valid HTTP.' });
  });

  it.each([
    ['headers too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['not HTTP', 'NOT HTTP AT ALL\r\n\r\n'],
  ])('answers %s with the security headers every answer carries', async (_kind, bytes) => {
    const answer = await rawRequest(bytes);
    const head = answer.slice(0, answer.indexOf('\r\n\r\n')).split('\r\n').slice(1);
    const headers = new Map(
      head.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const sent = Object.keys(SECURITY_HEADERS).map((name) => [name, headers.get(name)]);
    expect(Object.fromEntries(sent)).toEqual(SECURITY_HEADERS);
  });
});
