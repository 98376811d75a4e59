import jwt from 'jsonwebtoken';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { declaredRoute } from '@portal/shared/api/apiRoute';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { SessionUser } from '@portal/shared/entities/staff';
import { successEnvelope } from '@portal/shared/schemas/envelopeSchemas';
import { noQuery } from '@portal/shared/schemas/schemaTypes';
import { sessionUserSchema } from '@portal/shared/schemas/staffSchemas';
import {
  ApiError,
  MESSAGE_FORBIDDEN,
  MESSAGE_SESSION_EXPIRED,
  MESSAGE_SIGN_IN,
} from '../../src/lib/apiError';
import { buildApp } from '../../src/app';
import { success } from '../../src/lib/envelope';
import { signedInStaff } from '../../src/plugins/authGuard';
import { defineRoute } from '../../src/routes/defineRoute';
import { createTestApp, login, type TestApp } from '../helpers/testApp';

/** Test-only calls, one per kind of access. */
const STAFF_ANSWER = { querystring: noQuery, response: successEnvelope(sessionUserSchema) };
const MANAGERS_ONLY = declaredRoute(
  'GET',
  '/test/managers-only',
  ['Admin', 'Manager'],
  STAFF_ANSWER,
);
const ANY_STAFF = declaredRoute('GET', '/test/any-staff', 'staff', STAFF_ANSWER);
/** Answers every member 404: what a call may meet before the member's row is read. */
const REFUSING = declaredRoute('GET', '/test/refusing', 'staff', STAFF_ANSWER);
const NOT_FOUND = 'Order 999999 was not found.';
const PUBLIC = declaredRoute('GET', '/test/public', 'public', {
  querystring: noQuery,
  response: successEnvelope(Type.String()),
});

function registerTestRoutes(app: FastifyInstance): void {
  for (const route of [MANAGERS_ONLY, ANY_STAFF]) {
    defineRoute(app, route, {
      handler: async (request) => success('ok', signedInStaff(request)),
    });
  }
  defineRoute(app, REFUSING, {
    handler: async () => {
      throw new ApiError(404, NOT_FOUND);
    },
  });
  defineRoute(app, PUBLIC, {
    handler: async (request) => success('ok', request.staff === null ? 'anonymous' : 'signed in'),
  });
}

/** Unix seconds, as in a token's claims. */
const now = () => Math.floor(Date.now() / 1000);

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('auth guard', () => {
  let t: TestApp;
  let admin: SessionUser;
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: registerTestRoutes });
    const row = t.sql
      .prepare("select id, name, email, type from staff where email = 'admin@demo.test'")
      .get();
    admin = row as SessionUser;
  });
  afterAll(() => t.close());

  const call = (path: string, authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: authorization === undefined ? {} : { authorization },
    });

  it('lets any staff member through to a staff route, bare or with Bearer', async () => {
    const token = await login(t.app, 'team@demo.test');
    for (const header of [token, `Bearer ${token}`]) {
      const response = await call(ANY_STAFF.path, header);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ email: 'team@demo.test', type: 'Team' });
    }
  });

  it('asks for a sign-in without a token', async () => {
    const response = await call(ANY_STAFF.path);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_SIGN_IN });
  });

  it('needs no token on a public route', async () => {
    const response = await call(PUBLIC.path);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toBe('anonymous');
  });

  describe('answers 401 session expired', () => {
    const expectExpired = async (token: string) => {
      const response = await call(ANY_STAFF.path, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_SESSION_EXPIRED });
    };

    it('for garbage', () => expectExpired('not-a-token'));

    it('for a token signed with another secret', () =>
      expectExpired(
        jwt.sign(
          { user: admin, tv: 0, auth_time: now() },
          'another secret of at least thirty-two characters',
        ),
      ));

    it('for an expired token', () =>
      expectExpired(
        jwt.sign(
          { user: admin, tv: 0, auth_time: now() - 120, exp: now() - 60 },
          t.config.jwtSecret,
        ),
      ));

    it("for an unsigned token (alg 'none')", () =>
      expectExpired(
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ user: admin, tv: 0, auth_time: now() })}.`,
      ));

    it('for a token signed with another algorithm', () =>
      expectExpired(
        jwt.sign({ user: admin, tv: 0, auth_time: now() }, t.config.jwtSecret, {
          algorithm: 'HS512',
        }),
      ));

    it('for a validly signed token without the session fields', () =>
      expectExpired(jwt.sign({ sub: admin.id }, t.config.jwtSecret)));

    it('for a token of an old token version (after logout)', () =>
      expectExpired(jwt.sign({ user: admin, tv: -1, auth_time: now() }, t.config.jwtSecret)));

    it('for a token of a member who was deleted since', async () => {
      const token = await login(t.app, 'nightstaff@demo.test');
      t.sql
        .prepare("update staff set deleted_at = ? where email = 'nightstaff@demo.test'")
        .run(new Date().toISOString());
      await expectExpired(token);
    });

    it('for a token of a member who no longer exists', () =>
      expectExpired(
        jwt.sign({ user: { ...admin, id: 9999 }, tv: 0, auth_time: now() }, t.config.jwtSecret),
      ));
  });

  it('answers 403 to a role not listed', async () => {
    for (const email of ['telecaller@demo.test', 'team@demo.test']) {
      const response = await call(MANAGERS_ONLY.path, await login(t.app, email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_FORBIDDEN });
    }
  });

  it('accepts a token made like the hand-made ones above, but valid', async () => {
    const token = jwt.sign({ user: admin, tv: 0, auth_time: now() }, t.config.jwtSecret);
    expect((await call(ANY_STAFF.path, token)).statusCode).toBe(200);
  });

  it('refuses at start an API route that has no access rule', async () => {
    const other = await buildApp({ ...t.config, databaseFile: ':memory:' });
    try {
      expect(() => other.get('/api/test/unguarded', async () => 'open')).toThrow(
        'API route GET /api/test/unguarded has no access rule.',
      );
    } finally {
      await other.close();
    }
  });

  it('lets the listed roles through', async () => {
    for (const email of ['admin@demo.test', 'manager@demo.test']) {
      const response = await call(MANAGERS_ONLY.path, await login(t.app, email));
      expect(response.statusCode).toBe(200);
    }
  });

  it('takes the role from the staff row, not the token', async () => {
    const token = await login(t.app, 'manager@demo.test');
    t.sql.prepare("update staff set type = 'Telecaller' where email = 'manager@demo.test'").run();
    expect((await call(MANAGERS_ONLY.path, token)).statusCode).toBe(403);
    const promoted = await login(t.app, 'team@demo.test');
    t.sql.prepare("update staff set type = 'Manager' where email = 'team@demo.test'").run();
    expect((await call(MANAGERS_ONLY.path, promoted)).json().data).toMatchObject({
      email: 'team@demo.test',
      type: 'Manager',
    });
  });

  it('answers 401 to a session the row no longer accepts, not what the call met', async () => {
    const stale = jwt.sign({ user: admin, tv: -1, auth_time: now() }, t.config.jwtSecret);
    const response = await call(REFUSING.path, stale);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_SESSION_EXPIRED });
    // Nor what validation found, before the handler ran.
    const invalid = await t.app.inject({
      url: `/api${API_ROUTES.orderDetails.path.replace(':orderId', 'abc')}`,
      headers: { authorization: stale },
    });
    expect(invalid.json()).toMatchObject({ message: MESSAGE_SESSION_EXPIRED });
    const valid = jwt.sign({ user: admin, tv: 0, auth_time: now() }, t.config.jwtSecret);
    expect((await call(REFUSING.path, valid)).json()).toMatchObject({ message: NOT_FOUND });
  });
});
