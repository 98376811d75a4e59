import type { AddressInfo } from 'node:net';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import {
  MAX_STREAMS_PER_MEMBER,
  MESSAGE_TOO_MANY_STREAMS,
  POLL_INTERVAL_MS,
} from '../../src/routes/queues/liveUpdates';
import { SECURITY_HEADERS } from '../../src/plugins/securityHeaders';
import { callRoute } from '../helpers/callRoute';
import { eventReader } from '../helpers/eventReader';
import { apiPath, createTestApp, login, type TestApp } from '../helpers/testApp';

// Starting a listening app and signing in is slow on a busy machine.
jest.setTimeout(30_000);

describe('GET /api/admin/live-updates', () => {
  let t: TestApp;
  let base: string;
  let adminToken: string;
  let teamToken: string;

  beforeAll(async () => {
    t = await createTestApp({ orders: 100 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    adminToken = await login(t.app, 'admin@demo.test');
    teamToken = await login(t.app, 'team@demo.test');
  });
  afterAll(() => t.close());

  const open = (token?: string) =>
    fetch(`${base}${apiPath(API_ROUTES.liveUpdates)}`, {
      headers: token ? { authorization: token } : {},
    });

  /** A change made by Tom Team through the API: takes a free New order. */
  const changeSomething = async () => {
    const row = t.sql
      .prepare(
        "select order_id from orders where process_status = 'New' and assign_to is null limit 1",
      )
      .get() as { order_id: number };
    const response = await callRoute(t.app, API_ROUTES.assignOrderStatus, teamToken, {
      body: { orderId: [row.order_id], assignto: 'Tom Team' },
    });
    expect(response.statusCode).toBe(200);
  };

  it('refuses a caller without a session with the usual 401 envelope', async () => {
    const response = await open();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      status: 0,
      message: 'Please sign in to continue.',
    });
  });

  it('carries the security headers every answer carries', async () => {
    const response = await open(adminToken);
    try {
      expect(response.status).toBe(200);
      const sent = Object.keys(SECURITY_HEADERS).map((name) => [name, response.headers.get(name)]);
      expect(Object.fromEntries(sent)).toEqual(SECURITY_HEADERS);
    } finally {
      await response.body?.cancel();
    }
  });

  it('keeps the one-second promise: a change is told by the second poll (auditWatcher.test.ts)', () => {
    expect(2 * POLL_INTERVAL_MS).toBeLessThan(1000);
  });

  it('streams ready, then changed after another member’s change', async () => {
    const response = await open(adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toContain('no-cache');
    const events = eventReader(response.body as ReadableStream<Uint8Array>);
    try {
      const ready = await events.next();
      expect(ready?.event).toBe('ready');
      const readyId = (JSON.parse(ready?.data ?? '{}') as { lastId: number }).lastId;

      await changeSomething();
      const changed = await events.next();
      expect(changed?.event).toBe('changed');
      expect((JSON.parse(changed?.data ?? '{}') as { lastId: number }).lastId).toBeGreaterThan(
        readyId,
      );
    } finally {
      await events.cancel();
    }
  });

  it('ends open streams when the server closes, so it can stop', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const token = await login(other.app, 'admin@demo.test');
    const response = await fetch(`http://127.0.0.1:${port}${apiPath(API_ROUTES.liveUpdates)}`, {
      headers: { authorization: token },
    });
    const events = eventReader(response.body as ReadableStream<Uint8Array>);
    expect((await events.next())?.event).toBe('ready');
    await other.close();
    await expect(events.next()).resolves.toBeNull();
  });

  it(`caps each member at ${MAX_STREAMS_PER_MEMBER} open streams with a clear 429`, async () => {
    const token = await login(t.app, 'nightstaff@demo.test');
    const opened = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_MEMBER + 5 }, () => open(token)),
    );
    const readers = opened
      .filter((response) => response.status === 200)
      .map((response) => eventReader(response.body as ReadableStream<Uint8Array>));
    try {
      expect(readers).toHaveLength(MAX_STREAMS_PER_MEMBER);
      const refused = opened.filter((response) => response.status !== 200);
      expect(refused.map((response) => response.status)).toEqual(Array(5).fill(429));
      expect(await refused[0]?.json()).toMatchObject({
        status: 0,
        message: MESSAGE_TOO_MANY_STREAMS,
      });
      // Another member is not affected; a closed stream makes room again.
      const other = await open(teamToken);
      expect(other.status).toBe(200);
      await other.body?.cancel();
      await readers.pop()?.cancel();
      await waitFor(async () => {
        const again = await open(token);
        if (again.status !== 200) return false;
        readers.push(eventReader(again.body as ReadableStream<Uint8Array>));
        return true;
      });
    } finally {
      await Promise.all(readers.map((reader) => reader.cancel()));
    }
  });

  it.each([
    [
      'logs out',
      'telecaller@demo.test',
      (token: string) => callRoute(t.app, API_ROUTES.logout, token),
    ],
    [
      'changes their password',
      'manager@demo.test',
      (token: string) =>
        callRoute(t.app, API_ROUTES.changePassword, token, {
          body: { newPassword: 'another-pass-1' },
        }),
    ],
    [
      'is deleted by an Admin',
      'nightstaff@demo.test',
      () => {
        const { id, version } = t.sql
          .prepare("select id, version from staff where email = 'nightstaff@demo.test'")
          .get() as { id: number; version: number };
        return callRoute(t.app, API_ROUTES.deleteTeamMember, adminToken, {
          body: { teamMemberId: id, version },
        });
      },
    ],
  ])('ends a member’s streams when the member %s', async (_, email, revoke) => {
    const token = await login(t.app, email);
    const response = await open(token);
    const events = eventReader(response.body as ReadableStream<Uint8Array>);
    try {
      expect((await events.next())?.event).toBe('ready');
      expect((await revoke(token)).statusCode).toBe(200);
      // The change's own 'changed' may come first; then the stream ends.
      while ((await events.next()) !== null);
    } finally {
      await events.cancel();
    }
  });
});

/** Polls `check` until it holds (at most 3 s). */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
