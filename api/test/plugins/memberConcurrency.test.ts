import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { declaredRoute } from '@portal/shared/api/apiRoute';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { successEnvelope } from '@portal/shared/schemas/envelopeSchemas';
import { noQuery } from '@portal/shared/schemas/schemaTypes';
import { ApiError } from '../../src/lib/apiError';
import { success } from '../../src/lib/envelope';
import { MESSAGE_TOO_MANY_CALLS } from '../../src/plugins/memberConcurrency';
import { defineRoute } from '../../src/routes/defineRoute';
import { callRoute } from '../helpers/callRoute';
import { nextTurn } from '../helpers/nextTurn';
import { createTestApp, login, type TestApp } from '../helpers/testApp';

/** A test-only staff call that works until the test lets it finish (or fail). */
const HELD = declaredRoute('GET', '/test/held', 'staff', {
  querystring: noQuery,
  response: successEnvelope(Type.Null()),
});
const LIMIT = 2;

/** The held calls whose handlers are running, oldest first: settle one to let it end. */
let running: Array<(outcome: 'answer' | 'fail') => void> = [];

function registerHeldRoute(app: FastifyInstance): void {
  defineRoute(app, HELD, {
    handler: async (request) => {
      // A read starts before its member's row is read beside it, and its slot is given back
      // only once that read is in too: on PostgreSQL a round trip that may outlast the turn
      // finishOldest waits. Counted as running once the row is in, a call let go ends within it.
      await request.memberConfirmation;
      const outcome = await new Promise<'answer' | 'fail'>((settle) => running.push(settle));
      if (outcome === 'fail') throw new ApiError(409, 'The held call was told to fail.');
      return success('Held call done.', null);
    },
  });
}

/** Lets the oldest running held call end, and the work after its handler run. */
async function finishOldest(outcome: 'answer' | 'fail' = 'answer'): Promise<void> {
  const settle = running.shift();
  if (!settle) throw new Error('no held call is running');
  settle(outcome);
  await nextTurn();
}

describe('staff calls under way per member', () => {
  let t: TestApp;
  let team: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({
      config: { staffCallsPerMember: LIMIT },
      beforeReady: registerHeldRoute,
    });
    [team, admin] = await Promise.all([
      login(t.app, 'team@demo.test'),
      login(t.app, 'admin@demo.test'),
    ]);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    while (running.length > 0) await finishOldest();
    running = [];
  });

  const held = (token: string) => callRoute(t.app, HELD, token);

  /** Starts `count` held calls of the member and waits until each handler runs. */
  async function hold(token: string, count: number) {
    const before = running.length;
    const answers = Array.from({ length: count }, () => held(token));
    while (running.length < before + count) await nextTurn();
    return answers;
  }

  it('answers a call beyond the limit 429 with Retry-After, and serves everyone else', async () => {
    const answers = await hold(team, LIMIT);

    const refused = await held(team);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ status: 0, message: MESSAGE_TOO_MANY_CALLS });
    // Every staff call counts, not only the held one; the refused call's handler never ran.
    const list = await callRoute(t.app, API_ROUTES.ordersList, team, {
      params: { orderName: 'allorder' },
      query: { page: 1, limit: 10 },
    });
    expect(list.statusCode).toBe(429);
    expect(running).toHaveLength(LIMIT);

    expect((await callRoute(t.app, API_ROUTES.userInfo, admin)).statusCode).toBe(200);
    expect((await callRoute(t.app, API_ROUTES.health, null)).statusCode).toBe(200);

    await finishOldest();
    await finishOldest();
    for (const answer of await Promise.all(answers)) expect(answer.statusCode).toBe(200);
    expect((await callRoute(t.app, API_ROUTES.userInfo, team)).statusCode).toBe(200);
  });

  it('gives the slot back when the call fails', async () => {
    const answers = await hold(team, LIMIT);
    await finishOldest('fail');
    await finishOldest('fail');
    for (const answer of await Promise.all(answers)) expect(answer.statusCode).toBe(409);

    const again = await hold(team, LIMIT);
    expect(running).toHaveLength(LIMIT);
    await finishOldest();
    await finishOldest();
    for (const answer of await Promise.all(again)) expect(answer.statusCode).toBe(200);
  });

  it('holds the slot of a call whose client went away until its work ends, then gives it back', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const gone = httpRequest({
      host: '127.0.0.1',
      port,
      path: `/api${HELD.path}`,
      headers: { authorization: team },
    });
    const closed = new Promise((resolve) => gone.on('error', resolve).on('close', resolve));
    gone.end();
    while (running.length < 1) await nextTurn();
    const kept = await hold(team, 1);
    gone.destroy();
    await closed;

    // The server still works for the call that went away: its slot still counts.
    expect((await held(team)).statusCode).toBe(429);
    await finishOldest();
    const next = await hold(team, 1);
    expect(running).toHaveLength(LIMIT);
    await finishOldest();
    await finishOldest();
    for (const answer of await Promise.all([...kept, ...next])) expect(answer.statusCode).toBe(200);
  });
});
