import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { declaredRoute } from '@portal/shared/api/apiRoute';
import { noDataResponse } from '@portal/shared/schemas/envelopeSchemas';
import { MESSAGE_SERVICE_UNAVAILABLE } from '@portal/shared/api/envelope';
import { RETRY_AFTER_SECONDS } from '../../src/db/storageErrors';
import { success } from '../../src/lib/envelope';
import { defineRoute } from '../../src/routes/defineRoute';
import { apiPath, createTestApp, type TestApp } from '../helpers/testApp';
import { adminQuery } from '../helpers/testDatabase';

/**
 * A call that waits on a lock longer than lock_timeout (55P03) is a fault outside the
 * process, answered 503 with Retry-After, not 500: the fault-injection suite's locked
 * orders table (docs/reliability.md, "Fault injection") found it answered 500.
 */

const LOCKED = declaredRoute('GET', '/test/locked', 'public', { response: noDataResponse });

/** Whether another session holds an exclusive lock on orders now. */
const HELD = `select count(*) from pg_locks l join pg_class c on c.oid = l.relation
  where c.relname = 'orders' and l.mode = 'AccessExclusiveLock' and l.granted
    and l.database = (select oid from pg_database where datname = current_database())`;

function registerLockedRoute(app: FastifyInstance): void {
  defineRoute(app, LOCKED, {
    handler: async () => {
      await app.db.transaction().execute(async (trx) => {
        await sql`set local lock_timeout = 50`.execute(trx);
        await sql`lock table orders in access share mode`.execute(trx);
      });
      return success('locked', null);
    },
  });
}

describe('a lock held past lock_timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: registerLockedRoute });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while another session holds the orders table', async () => {
    const target = t.config.database;
    if (target.dialect !== 'postgres') throw new Error('This test runs on PostgreSQL only.');
    const holder = adminQuery(
      target.url,
      `do $$ begin lock table orders in access exclusive mode; perform pg_sleep(3); end $$`,
    );
    try {
      while (Number(t.sql.prepare(HELD).pluck().get()) === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const answer = await t.app.inject({ method: 'GET', url: apiPath(LOCKED) });
      expect({
        status: answer.statusCode,
        retryAfter: answer.headers['retry-after'],
        body: answer.json(),
      }).toMatchObject({
        status: 503,
        retryAfter: String(RETRY_AFTER_SECONDS),
        body: { status: 0, message: MESSAGE_SERVICE_UNAVAILABLE },
      });
    } finally {
      await holder;
    }
  });
});
