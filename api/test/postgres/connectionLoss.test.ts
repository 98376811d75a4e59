import pg from 'pg';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { RETRY_AFTER_SECONDS } from '../../src/db/storageErrors';
import {
  prepareInstanceDatabase,
  signInTo,
  startApiInstance,
  type ApiInstance,
  type InstanceDatabase,
} from '../helpers/apiInstance';
import { apiPath } from '../helpers/testApp';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy';

/**
 * PostgreSQL connections ended under a real API process (docs/reliability.md, "Faults
 * outside the process"): by pg_terminate_backend, as a restart, a failover or a session timeout ends
 * them, and by the server going away altogether. The process lives on, the request that
 * lost its connection gets 503 with Retry-After, and the next one gets a fresh connection.
 */

// Process starts on a machine other suites share.
jest.setTimeout(120_000);

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { status: number; message: string };
}

async function call(
  instance: ApiInstance,
  path: string,
  init: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${instance.url}${path}`, {
    method: init.body === undefined ? 'GET' : init.body === null ? 'PUT' : 'POST',
    headers: {
      ...(init.token && { authorization: init.token }),
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Answer['body'],
  };
}

const expectUnavailable = (answer: Answer) => {
  expect(answer.status).toBe(503);
  expect(answer.retryAfter).toBe(String(RETRY_AFTER_SECONDS));
  expect(answer.body.status).toBe(0);
};

const stillRunning = (instance: ApiInstance) =>
  expect({ code: instance.process.exitCode, signal: instance.process.signalCode }).toEqual({
    code: null,
    signal: null,
  });

describe('PostgreSQL connections ended under a running API process', () => {
  let database: InstanceDatabase;
  let instance: ApiInstance;
  let token: string;
  /** The test's own connection: it holds row locks and ends the API's connections. */
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    database = await prepareInstanceDatabase(3);
    const url = database.env.DATABASE_URL ?? '';
    databaseName = new URL(url).pathname.slice(1);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    instance = await startApiInstance({ env: database.env });
    token = await signInTo(instance);
  }, 120_000);
  afterAll(async () => {
    await admin.end();
    await instance.dispose();
    await database.drop();
  });

  const firstOrder = async () => {
    const { rows } = await admin.query<{ order_id: number; version: number }>(
      'select order_id, version from orders order by order_id limit 1',
    );
    const [order] = rows;
    if (!order) throw new Error('The database has no order.');
    return order;
  };
  const addRemark = (orderId: number, version: number, remark: string) =>
    call(instance, apiPath(API_ROUTES.addNewRemark), {
      token,
      body: { orderId, version, remark },
    });
  /** Ends every connection of the API to its database (but `spared`); answers their pids. */
  const terminateApiConnections = async (spared = 0) => {
    const { rows } = await admin.query<{ pid: number; ended: boolean }>(
      `select pid, pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = $1 and usename = current_user and pid not in (pg_backend_pid(), $2)`,
      [databaseName, spared],
    );
    return rows.filter((row) => row.ended).map((row) => row.pid);
  };
  /**
   * Resolves once the server processes behind `pids` have exited: pg_terminate_backend only
   * signals them, and a request sent before they exit may still find its pooled connection
   * alive and then lose it (a 503 its client retries).
   */
  const untilEnded = async (pids: number[]) => {
    for (;;) {
      const { rows } = await admin.query('select 1 from pg_stat_activity where pid = any($1)', [
        pids,
      ]);
      if (rows.length === 0) return;
    }
  };
  /**
   * A remark as a client following Retry-After sends it: a pooled connection whose server
   * process has exited is only dropped once the API reads its closed socket, so the first
   * call after a storm may still meet it and answer 503. A few tries must reach 200.
   */
  const addRemarkRetrying = async (remark: string) => {
    let answer: Answer | undefined;
    for (let attempt = 0; attempt < 5 && answer?.status !== 200; attempt += 1) {
      if (answer) expectUnavailable(answer);
      const { order_id: orderId, version } = await firstOrder();
      answer = await addRemark(orderId, version, remark);
    }
    return answer;
  };

  it('answers 503 with Retry-After to a request whose transaction loses its connection, and serves the next', async () => {
    for (let round = 1; round <= 3; round += 1) {
      const { order_id: orderId, version } = await firstOrder();
      // The order's row held by another connection: the remark's transaction waits on it.
      const locker = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('select 1 from orders where order_id = $1 for update', [orderId]);
        const held = addRemark(orderId, version, `lost connection ${round}`);
        for (;;) {
          const { rows } = await admin.query(
            `select 1 from pg_stat_activity
              where datname = $1 and wait_event_type = 'Lock' and state = 'active'`,
            [databaseName],
          );
          if (rows.length > 0) break;
        }
        const { rows } = await locker.query<{ pid: number }>('select pg_backend_pid() as pid');
        const ended = await terminateApiConnections(rows[0]?.pid);
        expectUnavailable(await held);
        await untilEnded(ended);
      } finally {
        await locker.end();
      }
      stillRunning(instance);

      expect((await addRemarkRetrying(`after the loss ${round}`))?.status).toBe(200);
    }
  });

  it('lives through its connections being ended again and again under steady writes', async () => {
    let writing = true;
    const ended: number[] = [];
    const terminating = (async () => {
      while (writing) ended.push(...(await terminateApiConnections()));
    })();
    const statuses = new Set<number>();
    try {
      for (let n = 0; n < 40; n += 1) {
        const { order_id: orderId, version } = await firstOrder();
        const answer = await addRemark(orderId, version, `steady ${n}`);
        statuses.add(answer.status);
        if (answer.status !== 200) expectUnavailable(answer);
      }
    } finally {
      writing = false;
      await terminating;
    }
    expect(ended.length).toBeGreaterThan(0);
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
    stillRunning(instance);
    await untilEnded(ended);
    expect((await addRemarkRetrying('after the storm'))?.status).toBe(200);
  });
});

describe('PostgreSQL going away and coming back', () => {
  let database: InstanceDatabase;
  let proxy: TcpProxy;
  let instance: ApiInstance;

  beforeAll(async () => {
    database = await prepareInstanceDatabase(3);
    const url = new URL(database.env.DATABASE_URL ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    instance = await startApiInstance({ env: { DATABASE_URL: proxy.through(url.toString()) } });
  }, 120_000);
  afterAll(async () => {
    await instance.dispose();
    await proxy.stop();
    await database.drop();
  });

  it('answers lists, counts and readiness 503 with Retry-After while it is gone, and 200 once it is back', async () => {
    const token = await signInTo(instance);
    const counts = () => call(instance, apiPath(API_ROUTES.folderCount), { token });
    const list = () =>
      call(instance, apiPath(API_ROUTES.ordersList, { orderName: 'newOrder' }), { token });
    expect((await counts()).status).toBe(200);

    await proxy.stop();
    expectUnavailable(await counts());
    expectUnavailable(await list());
    expectUnavailable(await call(instance, apiPath(API_ROUTES.ready)));
    stillRunning(instance);

    await proxy.start();
    expect((await counts()).status).toBe(200);
    expect((await list()).status).toBe(200);
    expect((await call(instance, apiPath(API_ROUTES.ready))).status).toBe(200);
  });
});
