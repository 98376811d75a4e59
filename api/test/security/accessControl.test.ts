import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import { API_ROUTES, DEPLOY_TOKEN, type ApiRoute } from '@portal/shared/api/apiRoutes';
import { STAFF_ROLES, type Role, type SessionUser } from '@portal/shared/entities/staff';
import { startSession } from '../../src/security/sessions';
import { apiPath, createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The whole route table against the running server: every route x every role x every kind
 * of bad token, and the deploy token. Routes come from API_ROUTES, so a call added to the
 * table is covered the moment it exists. Expected: a role outside `access` gets 403, every
 * bad token 401, the deploy token 403 wherever `access` does not list it, every refusal is
 * `{status: 0, message, requestId}`; public routes never answer 5xx. Every call of an order's
 * page (`holderOnly`) x every role, naming an order another member holds: 403 naming the
 * holder, while the holder is let through.
 */

// About 1,300 requests over HTTP, on a machine other suites share.
jest.setTimeout(60_000);

type BadToken = 'expired' | 'other key' | "alg 'none'" | 'deleted member' | 'logged-out member';
const BAD_TOKENS: readonly BadToken[] = [
  'expired',
  'other key',
  "alg 'none'",
  'deleted member',
  'logged-out member',
];

const NO_SUCH_ID = '999999';
const OTHER_SECRET = 'another secret, also at least thirty-two characters long';
const DEPLOY_TOKEN_VALUE = 'the pipeline deploy token, thirty-two characters or more';
const ROUTES = Object.entries(API_ROUTES) as Array<[string, ApiRoute]>;
const HOLDER_ROUTES = ROUTES.filter(([, route]) => route.holderOnly);

interface Answer {
  status: number;
  body: unknown;
}

const unixNow = () => Math.floor(Date.now() / 1000);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function allows(route: ApiRoute, role: Role): boolean {
  return route.access === 'public' || route.access === 'staff' || route.access.includes(role);
}

function allowsDeployToken(route: ApiRoute): boolean {
  return (
    route.access !== 'staff' && route.access !== 'public' && route.access.includes(DEPLOY_TOKEN)
  );
}

function isRefusalBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { status, message, requestId, ...rest } = body as Record<string, unknown>;
  return (
    status === 0 &&
    typeof message === 'string' &&
    message.length > 0 &&
    typeof requestId === 'string' &&
    Object.keys(rest).length === 0
  );
}

describe('access control: the route table x roles x tokens', () => {
  let t: TestApp;
  let base: string;
  const members = new Map<Role, SessionUser>();
  const badTokens = new Map<Role, Record<BadToken, string>>();

  const row = (email: string) =>
    t.sql
      .prepare('select id, name, email, type, token_version from staff where email = ?')
      .get(email) as SessionUser & { token_version: number };

  /** A token exactly as a sign-in would make it now, with the member's current token version. */
  const validToken = (user: SessionUser) =>
    startSession(t.config, { user, tokenVersion: row(user.email).token_version });

  function addGhost(role: Role, label: string): SessionUser {
    const email = `${label}.${role.replace(' ', '').toLowerCase()}@demo.test`;
    t.sql
      .prepare(
        `insert into staff (name, email, password_hash, type, token_version, created_at)
         values (?, ?, 'not a hash', ?, 0, ?)`,
      )
      .run(`${label} ${role}`, email, role, new Date().toISOString());
    const { id, name, type } = row(email);
    return { id, name, email, type };
  }

  /**
   * Path parameters name nothing that exists and bodies are empty: a let-through call ends in
   * a 400 or 404 of its own, before any finer rule of the handler (which needs a record).
   * With `orderId`, the order is named in the path or the body, as each call names it, and
   * nothing else is sent (the upload too: its multipart form is orderHolder.test.ts's).
   */
  async function send(
    route: ApiRoute,
    authorization: string | null,
    orderId?: number,
  ): Promise<Answer> {
    const params = Object.fromEntries(
      [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [
        name ?? '',
        name === 'orderId' && orderId !== undefined ? String(orderId) : NO_SUCH_ID,
      ]),
    );
    const hasBody = route.method !== 'GET';
    const response = await fetch(`${base}${apiPath(route, params)}`, {
      method: route.method,
      headers: {
        ...(authorization === null ? {} : { authorization }),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(orderId === undefined ? {} : { orderId }) : undefined,
    });
    // A stream (live updates) never ends: its status is all that is needed.
    if (response.headers.get('content-type')?.includes('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, body: null };
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text, which fails the refusal-body check if this was a refusal
    }
    return { status: response.status, body };
  }

  beforeAll(async () => {
    t = await createTestApp({ orders: 1, env: { DEPLOY_TOKEN: DEPLOY_TOKEN_VALUE } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    for (const role of STAFF_ROLES) {
      const member = t.sql
        .prepare('select id, name, email, type from staff where type = ? and deleted_at is null')
        .get(role) as SessionUser;
      members.set(role, member);

      const claims = { user: member, tv: row(member.email).token_version, auth_time: unixNow() };
      const deleted = addGhost(role, 'deleted');
      const deletedToken = validToken(deleted);
      t.sql
        .prepare('update staff set deleted_at = ? where id = ?')
        .run(new Date().toISOString(), deleted.id);

      // Logged out through the real call, so the test proves what a user's logout does.
      const loggedOut = addGhost(role, 'loggedout');
      const loggedOutToken = validToken(loggedOut);
      const logout = await send(API_ROUTES.logout, loggedOutToken);
      expect(logout.status).toBe(200);

      badTokens.set(role, {
        expired: jwt.sign({ ...claims, exp: unixNow() - 1 }, t.config.jwtSecret),
        'other key': jwt.sign(claims, OTHER_SECRET, { expiresIn: 600 }),
        "alg 'none'": `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: unixNow() + 600 })}.`,
        'deleted member': deletedToken,
        'logged-out member': loggedOutToken,
      });
    }
  });
  afterAll(() => t.close());

  it('covers the whole table, including the session calls', () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    expect(ROUTES.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'adminLogin',
        'logout',
        'refreshSession',
        'userInfo',
        'deployRelease',
        'rollbackRelease',
        'remoteReleases',
      ]),
    );
  });

  it.each(ROUTES)('every route of the table is served: %s', (_key, route) => {
    expect(t.app.hasRoute({ method: route.method, url: `/api${route.path}` })).toBe(true);
  });

  it.each(ROUTES)('%s refuses exactly who it must', async (_key, route) => {
    const unexpected: string[] = [];
    const check = (label: string, answer: Answer, expected: 401 | 403 | 'allowed') => {
      if (route.access === 'public') {
        if (answer.status >= 500) unexpected.push(`${label}: ${answer.status} on a public route`);
        return;
      }
      if (expected === 'allowed') {
        if (answer.status === 401 || answer.status === 403 || answer.status >= 500) {
          unexpected.push(`${label}: ${answer.status}, expected to be let through`);
        }
        return;
      }
      if (answer.status !== expected) {
        unexpected.push(`${label}: ${answer.status}, expected ${expected}`);
      } else if (!isRefusalBody(answer.body)) {
        unexpected.push(`${label}: refusal body ${JSON.stringify(answer.body)}`);
      }
    };

    check('no token', await send(route, null), 401);
    check(
      'the deploy token',
      await send(route, DEPLOY_TOKEN_VALUE),
      allowsDeployToken(route) ? 'allowed' : 403,
    );
    for (const role of STAFF_ROLES) {
      const member = members.get(role);
      const tokens = badTokens.get(role);
      if (!member || !tokens) throw new Error(`no fixtures for ${role}`);
      check(
        `${role}`,
        await send(route, validToken(member)),
        allows(route, role) ? 'allowed' : 403,
      );
      for (const kind of BAD_TOKENS) {
        check(`${role} with a ${kind} token`, await send(route, tokens[kind]), 401);
      }
    }
    expect(unexpected).toEqual([]);
  });

  it("marks every call of the order page, and only those, as its holder's", () => {
    expect(HOLDER_ROUTES.map(([key]) => key)).toEqual([
      'moveToCompleteRefund',
      'orderDetails',
      'orderActivity',
      'moveOrderStatus',
      'uploadVisaDocument',
      'resendMail',
      'sendRejectionMail',
      'sendDownloadHistoryMail',
      'addNewRemark',
      'defencePackPdf',
      'defencePackDetails',
      'orderDocument',
    ]);
  });

  it.each(HOLDER_ROUTES)(
    '%s refuses every role an order another member holds, and lets its holder through',
    async (_key, route) => {
      const orderId = t.sql.prepare('select order_id from orders').pluck().get() as number;
      const holdAs = (holder: string) =>
        t.sql
          .prepare("update orders set process_status = 'New', assign_to = ? where order_id = ?")
          .run(holder, orderId);
      const unexpected: string[] = [];
      for (const [index, role] of STAFF_ROLES.entries()) {
        const member = members.get(role);
        const other = members.get(STAFF_ROLES[(index + 1) % STAFF_ROLES.length] ?? role);
        if (!member || !other) throw new Error(`no fixtures for ${role}`);
        holdAs(other.name);
        const refused = await send(route, validToken(member), orderId);
        if (refused.status !== 403 || !isRefusalBody(refused.body)) {
          unexpected.push(`${role}, held by ${other.name}: ${refused.status}`);
        } else if (!(refused.body as { message: string }).message.includes(other.name)) {
          unexpected.push(`${role}: the refusal does not name ${other.name}`);
        }
        holdAs(member.name);
        const own = await send(route, validToken(member), orderId);
        if (own.status === 401 || own.status === 403 || own.status >= 500) {
          unexpected.push(`${role}, held by ${role}: ${own.status}, expected to be let through`);
        }
      }
      expect(unexpected).toEqual([]);
    },
  );
});
