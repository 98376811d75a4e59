import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { declaredRoute } from '@portal/shared/api/apiRoute';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { noDataResponse } from '@portal/shared/schemas/envelopeSchemas';
import { MESSAGE_SERVICE_UNAVAILABLE } from '@portal/shared/api/envelope';
import { RETRY_AFTER_SECONDS } from '../../src/db/storageErrors';
import { success } from '../../src/lib/envelope';
import { defineRoute } from '../../src/routes/defineRoute';
import { apiPath, createTestApp, login, type TestApp } from '../helpers/testApp';
import { ADMIN_URL_VARIABLE, adminQuery } from '../helpers/testDatabase';
import { callRoute } from '../helpers/callRoute';
import { startSites, type Sites } from '../helpers/sites';
import { trackFormProblemMessage } from '@portal/shared/customer/trackFormAnswer';

/**
 * PostgreSQL's own refusals, made for real (docs/reliability.md, "Faults outside the
 * process"): a statement cut by statement_timeout (57014) and a database that takes no
 * more connections (53300) are answered 503 with Retry-After, not 500.
 */

const SLOW = declaredRoute('GET', '/test/slow', 'public', { response: noDataResponse });

function registerSlowRoute(app: FastifyInstance): void {
  defineRoute(app, SLOW, {
    handler: async () => {
      await app.db.transaction().execute(async (trx) => {
        await sql`set local statement_timeout = 10`.execute(trx);
        await sql`select pg_sleep(5)`.execute(trx);
      });
      return success('slept', null);
    },
  });
}

describe('PostgreSQL refusing work', () => {
  let t: TestApp;
  let token: string;
  const adminUrl = () => process.env[ADMIN_URL_VARIABLE] ?? '';
  const databaseName = () => {
    const target = t.config.database;
    return target.dialect === 'postgres' ? new URL(target.url).pathname.slice(1) : '';
  };

  beforeAll(async () => {
    t = await createTestApp({ beforeReady: registerSlowRoute });
    token = await login(t.app, 'admin@demo.test');
  });
  afterAll(() => t.close());

  const expectUnavailable = (answer: Awaited<ReturnType<FastifyInstance['inject']>>) => {
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(answer.json()).toMatchObject({ status: 0, message: MESSAGE_SERVICE_UNAVAILABLE });
  };

  it('answers a statement cut by statement_timeout with 503 and Retry-After', async () => {
    expectUnavailable(await t.app.inject({ method: 'GET', url: apiPath(SLOW) }));
  });

  it('answers 503 while the database takes no connections, and 200 once it does again', async () => {
    const counts = () => callRoute(t.app, API_ROUTES.folderCount, token);
    expect((await counts()).statusCode).toBe(200);
    await adminQuery(adminUrl(), `alter database ${databaseName()} connection limit 0`);
    try {
      await adminQuery(
        adminUrl(),
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = '${databaseName()}' and usename = current_user`,
      );
      expectUnavailable(await counts());
    } finally {
      await adminQuery(adminUrl(), `alter database ${databaseName()} connection limit -1`);
    }
    expect((await counts()).statusCode).toBe(200);
  });
});

describe('the track form sent without JavaScript, while PostgreSQL takes no connections', () => {
  let sites: Sites;
  beforeAll(async () => {
    sites = await startSites({ orders: 1 });
  });
  afterAll(() => sites.close());

  it('goes back to the form with the outage’s message, not the API’s envelope', async () => {
    const target = sites.t.config.database;
    const name = target.dialect === 'postgres' ? new URL(target.url).pathname.slice(1) : '';
    const adminUrl = process.env[ADMIN_URL_VARIABLE] ?? '';
    const post = () =>
      fetch(`${sites.customer}/track-order`, {
        method: 'POST',
        body: new URLSearchParams({ orderId: '999999999', email: 'a@b.test' }),
        redirect: 'manual',
      });
    await adminQuery(adminUrl, `alter database ${name} connection limit 0`);
    try {
      await adminQuery(
        adminUrl,
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = '${name}' and usename = current_user`,
      );
      const refused = await post();
      expect(refused.status).toBe(303);
      // The limit's shared counter is read once the form is, so the refusal keeps the Order ID.
      expect(refused.headers.get('location')).toBe(
        '/track-order/999999999?problem=serviceUnavailable',
      );
      expect(trackFormProblemMessage('serviceUnavailable')).toBe(MESSAGE_SERVICE_UNAVAILABLE);
    } finally {
      await adminQuery(adminUrl, `alter database ${name} connection limit -1`);
    }
    expect((await post()).headers.get('location')).toBe(
      '/track-order/999999999?problem=orderNotFound',
    );
  });
});
