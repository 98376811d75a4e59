import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { REPO_ROOT } from '../../src/config';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../src/db/seed/demoStaff';
import {
  INSTANCE_JWT_SECRET,
  instanceOptions,
  prepareInstanceDatabase,
  startApiInstance,
  type ApiInstance,
  type InstanceDatabase,
} from '../helpers/apiInstance';
import { freePort } from '../../../scripts/freePorts.cjs';
import { eventReader } from '../helpers/eventReader';
import { createTestBucket, startS3Server, type TestS3Server } from '../helpers/s3Server';
import { apiPath, makeTempDir } from '../helpers/testApp';
import { writeFakeBuild } from '../releases/releaseFixtures';
import { multipart, remarkBody, SMALL_PDF } from '../routes/orderDetail/orderDetailTestApp';
import { startNginx, type NginxProcess } from '../../../deploy/nginx/nginxProcess.cjs';
import { startPrometheus } from '../../../deploy/prometheus/prometheusProcess.cjs';

/**
 * Two real API processes on one PostgreSQL database and one S3 bucket (s3rver), behind
 * Debian's nginx running deploy/nginx/portal.conf (docs/deployment.md): what several
 * instances promise, shown with processes, signals and the balancer.
 */

// Process starts, restarts and bursts, on a machine other suites share.
jest.setTimeout(300_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a wait for the cluster to do something may take: a guard against a hang, not a target. */
const WAIT_LIMIT_MS = 60_000;

/** Polls until `done` holds; after WAIT_LIMIT_MS throws what `missing` says is still missing. */
async function until(done: () => boolean, missing: () => string): Promise<void> {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > WAIT_LIMIT_MS) throw new Error(missing());
    await sleep(50);
  }
}

interface Answer {
  status: number;
  body: { status?: number; message?: string; data?: unknown };
}

describe('two API instances behind nginx', () => {
  let database: InstanceDatabase;
  let s3: TestS3Server;
  let sharedEnv: NodeJS.ProcessEnv;
  let a: ApiInstance;
  let b: ApiInstance;
  let balancer: NginxProcess;
  const tokens = new Map<string, string>();

  /** An instance on the shared database and bucket; again on `previous`'s ports if given. */
  const startInstance = (previous?: ApiInstance) =>
    startApiInstance(instanceOptions(sharedEnv, previous));

  beforeAll(async () => {
    database = await prepareInstanceDatabase(200);
    s3 = await startS3Server();
    sharedEnv = {
      ...database.env,
      ...(await createTestBucket(s3.endpoint)),
      // nginx is on the loopback: the client IP is the one it saw.
      TRUST_PROXY: '127.0.0.1',
      MAIL_SWEEP_SECONDS: '1',
      DRAIN_TIMEOUT: '30s',
    };
    [a, b] = await Promise.all([startInstance(), startInstance()]);
    balancer = await startNginx([a, b], await freePort());
    for (const member of DEMO_STAFF) {
      const answer = await call(a.url, 'POST', apiPath(API_ROUTES.adminLogin), {
        email: member.email,
        password: DEMO_PASSWORD,
      });
      tokens.set(member.email, (answer.body.data as { jwtToken: string }).jwtToken);
    }
  }, 180_000);
  afterAll(async () => {
    await balancer?.stop();
    await Promise.all([a?.dispose(), b?.dispose()]);
    await s3?.close();
    await database?.drop();
  });

  const adminToken = () => tokens.get('admin@demo.test') ?? '';

  async function call(
    base: string,
    method: string,
    url: string,
    body?: unknown,
    token = adminToken(),
  ): Promise<Answer> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: token,
        // A connection per call: nginx's reload closes its idle keep-alive connections,
        // and a request caught on one is retried by a browser but not by fetch.
        connection: 'close',
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: Answer['body'] = {};
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    return { status: response.status, body: parsed };
  }

  /** A call to the balancer naming a virtual host of portal.conf (fetch cannot set Host). */
  const callHost = (base: string, host: string, method: string, url: string, body: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = httpRequest(
        `${base}${url}`,
        { method, headers: { host, 'content-type': 'application/json' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

  const freeOrders = (count: number): number[] =>
    database.sql
      .prepare(
        "select order_id from orders where process_status = 'New' and assign_to is null order by order_id limit ?",
      )
      .pluck()
      .all(count) as number[];

  const freeOrder = (): number => {
    const [orderId] = freeOrders(1);
    if (orderId === undefined) throw new Error('The seeded database has no free New order left.');
    return orderId;
  };

  it('pushes a change made through instance A to a live-update client on instance B', async () => {
    const response = await fetch(`${b.url}${apiPath(API_ROUTES.liveUpdates)}`, {
      headers: { authorization: adminToken() },
    });
    expect(response.status).toBe(200);
    const events = eventReader(response.body as ReadableStream<Uint8Array>);
    try {
      expect((await events.next())?.event).toBe('ready');
      const orderId = freeOrder();
      const assigned = await call(
        a.url,
        'PUT',
        apiPath(API_ROUTES.assignOrderStatus),
        { orderId: [orderId], assignto: 'Tom Team' },
        tokens.get('team@demo.test'),
      );
      expect(assigned.status).toBe(200);
      expect((await events.next())?.event).toBe('changed');
    } finally {
      await events.cancel();
    }
  });

  it('answers only the customer site on the customer host: no sign-in, the customer calls', async () => {
    const customerHost = (route: { method: string; path: string }, body: unknown) =>
      callHost(balancer.url, 'track.example.com', route.method, apiPath(route), body);
    const signIn = await customerHost(API_ROUTES.adminLogin, {
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(404);
    expect(signIn.body).toMatchObject({
      status: 0,
      message: `There is no API call POST ${apiPath(API_ROUTES.adminLogin)}.`,
    });
    const orderId = freeOrder();
    const email = database.sql
      .prepare('select email from orders where order_id = ?')
      .pluck()
      .get(orderId);
    const tracked = await customerHost(API_ROUTES.trackOrder, { orderId, email });
    expect([tracked.status, tracked.body.status]).toEqual([200, 1]);
  });

  it('gives one order to exactly one of 50 simultaneous assigns spread over both instances', async () => {
    const orderId = freeOrder();
    const members = DEMO_STAFF.filter((member) => member.type !== 'Telecaller');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => {
        const member = members[n % members.length];
        if (!member) throw new Error('no member');
        return call(
          // Each member's calls alternate between the instances: under the per-member limit
          // of concurrent calls on each (STAFF_CONCURRENT_CALLS), so every call races.
          Math.floor(n / members.length) % 2 === 0 ? a.url : b.url,
          'PUT',
          apiPath(API_ROUTES.assignOrderStatus),
          { orderId: [orderId], assignto: member.name },
          tokens.get(member.email),
        ).then((answer) => ({ ...answer, member: member.name }));
      }),
    );
    const holder = database.sql
      .prepare('select assign_to from orders where order_id = ?')
      .pluck()
      .get(orderId);
    const winners = new Set(answers.filter((x) => x.status === 200).map((x) => x.member));
    expect([...winners]).toEqual([holder]);
    // Every other member was told who has it; nothing else happened.
    for (const answer of answers.filter((x) => x.member !== holder)) {
      expect(answer).toMatchObject({
        status: 409,
        body: { status: 0, message: `Order ${orderId} is already assigned to ${String(holder)}.` },
      });
    }
    const assignments = database.sql
      .prepare(
        "select count(*) from audit_log where entity = 'order' and entity_id = ? and action like '%assign%'",
      )
      .pluck()
      .get(String(orderId));
    expect(Number(assignments)).toBe(1);
  });

  it('delivers a mail queued once exactly once while both instances sweep the outbox', async () => {
    const orderId = freeOrder();
    const sent = await call(balancer.url, 'POST', apiPath(API_ROUTES.sendInvoice), { orderId });
    expect(sent.status).toBe(200);
    const { mailId } = sent.body.data as { mailId: number };
    const outboxRow = () =>
      database.sql.prepare('select status, attempts from mail_outbox where id = ?').get(mailId) as {
        status: string;
      };
    await until(
      () => outboxRow().status === 'sent',
      () => `Mail ${mailId} is still ${outboxRow().status}.`,
    );
    // Both instances sweep every second: give them several chances to send it again.
    await sleep(3000);
    expect(outboxRow()).toEqual({ status: 'sent', attempts: 1 });
    const name = `${String(mailId).padStart(6, '0')}.eml`;
    const written = [a, b].filter((instance) =>
      existsSync(path.join(instance.dataDir, 'outbox', name)),
    );
    expect(written).toHaveLength(1);
  });

  it("follows one request id from nginx's access log to an instance's log and the activity log", async () => {
    const orderId = freeOrder();
    const response = await fetch(`${balancer.url}${apiPath(API_ROUTES.sendInvoice)}`, {
      method: 'POST',
      headers: {
        authorization: adminToken(),
        'content-type': 'application/json',
        // nginx sets its own id: one a browser sends could be any other request's.
        'x-request-id': 'chosen-by-the-browser',
        connection: 'close',
      },
      body: JSON.stringify({ orderId }),
    });
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    // nginx writes its line as the answer leaves: wait for it rather than assume it is there.
    const accessLine = await new Promise<string>((resolve, reject) => {
      const deadline = Date.now() + 5000;
      const look = () => {
        const line = balancer
          .accessLog()
          .split('\n')
          .find((entry) => entry.includes(`request_id=${id}`));
        if (line) resolve(line);
        else if (Date.now() > deadline) reject(new Error(`no access log line names ${id}`));
        else setTimeout(look, 20);
      };
      look();
    });
    expect(accessLine).toContain(`"POST ${apiPath(API_ROUTES.sendInvoice)} HTTP/1.1" 200`);
    const served = [a, b].filter((instance) => instance.output().includes(`"reqId":"${id}"`));
    expect(served).toHaveLength(1);
    const [instance] = served;
    expect(accessLine).toContain(`upstream=${new URL(instance?.url ?? '').host}`);
    const incoming = instance
      ?.output()
      .split('\n')
      .find(
        (line) => line.includes(`"reqId":"${id}"`) && line.includes('"msg":"incoming request"'),
      );
    expect(incoming).toContain(apiPath(API_ROUTES.sendInvoice));
    expect(
      database.sql.prepare('select action, entity_id from audit_log where request_id = ?').all(id),
    ).toEqual([{ action: 'order.invoice', entity_id: String(orderId) }]);
  });

  it('serves through instance B a document uploaded through instance A', async () => {
    const orderId = freeOrder();
    const version = database.sql
      .prepare('select version from orders where order_id = ?')
      .pluck()
      .get(orderId);
    const form = multipart(
      { orderId: String(orderId), email: 'customer@example.com', version: String(version) },
      { name: 'visa.pdf', contentType: 'application/pdf', content: SMALL_PDF },
    );
    const uploaded = await fetch(`${a.url}${apiPath(API_ROUTES.uploadVisaDocument)}`, {
      method: 'POST',
      headers: { ...form.headers, authorization: adminToken() },
      body: form.payload,
    });
    expect(uploaded.status).toBe(200);
    const downloaded = await fetch(`${b.url}${apiPath(API_ROUTES.orderDocument, { orderId })}`, {
      headers: { authorization: adminToken() },
    });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(SMALL_PDF);
  });

  /** The squads' release command (npm run release / deploy), on the instances' settings. */
  const releaseCommand = async (...args: string[]) => {
    const dataDir = makeTempDir();
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(REPO_ROOT, 'api/dist/commands/releaseCommand.js'), ...args],
        {
          env: {
            PATH: process.env.PATH,
            ...sharedEnv,
            JWT_SECRET: INSTANCE_JWT_SECRET,
            DATA_DIR: dataDir,
          },
        },
      );
      return stdout;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('serves a release published once to the bucket from both instances', async () => {
    const buildDir = makeTempDir();
    let published: string;
    try {
      writeFakeBuild(buildDir, { text: 'released once' });
      published = await releaseCommand(
        'publish',
        path.join(REPO_ROOT, 'remote-queues'),
        '--build-dir',
        buildDir,
      );
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
    const id = /release (\S+) to s3:\/\/portal-test-[0-9a-f]+\/releases\/queues\//.exec(
      published,
    )?.[1];
    expect(id).toMatch(/^1\.0\.0-[0-9a-f]{12}$/);
    await releaseCommand('deploy', 'queues', id!);

    for (const instance of [a, b]) {
      const remotes = (await (await fetch(`${instance.url}/remotes.json`)).json()) as {
        queues: { entry: string };
      };
      expect(remotes.queues.entry).toBe(`/releases/queues/${id}/mf-manifest.json`);
      // The fake build's precompressed copies are not real ones: ask for the files as built.
      const file = (name: string) =>
        fetch(`${instance.url}/releases/queues/${id}/${name}`, {
          headers: { 'accept-encoding': 'identity' },
        });
      const chunk = await file('src_Queue.0a1b2c3d.js');
      expect([chunk.status, chunk.headers.get('cache-control'), await chunk.text()]).toEqual([
        200,
        'public, max-age=31536000, immutable',
        'released once',
      ]);
      const manifest = await file('mf-manifest.json');
      expect([manifest.status, manifest.headers.get('cache-control')]).toEqual([200, 'no-cache']);
      // Served from the bucket: no instance holds a copy of its own.
      expect(existsSync(path.join(instance.dataDir, 'releases'))).toBe(false);
    }
  });

  /**
   * Readers and writers through the balancer until `stop` resolves. Each writer adds
   * remarks to its own order (a remark names the order version it saw); every remark
   * acknowledged with 200 is recorded.
   */
  function steadyTraffic(stop: Promise<void>, writers: number, readers: number) {
    let stopped = false;
    void stop.then(() => {
      stopped = true;
    });
    const failures: string[] = [];
    const acknowledged: string[] = [];
    const orderIds = freeOrders(writers);
    const write = async (orderId: number, n: number) => {
      const details = await call(
        balancer.url,
        'GET',
        apiPath(API_ROUTES.orderDetails, { orderId }),
      );
      if (details.status !== 200) {
        failures.push(`GET details ${details.status} ${String(details.body.message)}`);
        return;
      }
      const { version } = details.body.data as { version: number };
      const text = `remark ${orderId}-${n}`;
      const added = await call(
        balancer.url,
        'POST',
        apiPath(API_ROUTES.addNewRemark),
        remarkBody(orderId, version, text),
      );
      if (added.status === 200) acknowledged.push(text);
      else failures.push(`POST remark ${added.status} ${String(added.body.message)}`);
    };
    const read = async () => {
      const answer = await call(balancer.url, 'GET', apiPath(API_ROUTES.folderCount));
      if (answer.status !== 200) failures.push(`GET counts ${answer.status}`);
    };
    const loops = [
      ...orderIds.map(async (orderId) => {
        for (let n = 0; !stopped; n += 1)
          await write(orderId, n).catch((e: Error) => void failures.push(e.message));
      }),
      ...Array.from({ length: readers }, async () => {
        while (!stopped) await read().catch((e: Error) => void failures.push(e.message));
      }),
    ];
    return {
      done: Promise.all(loops).then(() => ({ failures, acknowledged })),
      /** Resolves once `count` more remarks are acknowledged than when called; else stops all. */
      async acknowledges(count: number) {
        const target = acknowledged.length + count;
        await until(
          () => acknowledged.length >= target,
          () => `Only ${acknowledged.length} remarks acknowledged, ${target} awaited.`,
        ).catch((error: unknown) => {
          stopped = true;
          throw error;
        });
      },
    };
  }

  it('is scraped by Prometheus running deploy/prometheus: both instances up, the request rate of each read back', async () => {
    const prometheus = await startPrometheus([a, b], await freePort());
    const prometheusApi = async <T>(pathAndQuery: string): Promise<T> => {
      const answer = (await (await fetch(`${prometheus.url}/api/v1/${pathAndQuery}`)).json()) as {
        status: string;
        data: T;
      };
      expect(answer.status).toBe('success');
      return answer.data;
    };
    const instances = [a, b].map((instance) => new URL(instance.url).host).sort();
    try {
      const targetsUp = async () => {
        const { activeTargets } = await prometheusApi<{
          activeTargets: Array<{ health: string; labels: { instance: string } }>;
        }>('targets?state=active');
        return activeTargets
          .filter((target) => target.health === 'up')
          .map((target) => target.labels.instance)
          .sort();
      };
      let up = await targetsUp();
      while (up.length < instances.length) {
        await sleep(200);
        up = await targetsUp();
      }
      expect(up).toEqual(instances);

      const rate = encodeURIComponent(
        'sum by (instance) (rate(portal_http_request_duration_seconds_count{route="/api/health"}[5s]))',
      );
      const rates = async () => {
        const { result } = await prometheusApi<{
          result: Array<{ metric: { instance: string }; value: [number, string] }>;
        }>(`query?query=${rate}`);
        return result
          .filter((series) => Number(series.value[1]) > 0)
          .map((series) => series.metric.instance)
          .sort();
      };
      let seen = await rates();
      while (seen.length < instances.length) {
        await Promise.all(
          [a, b].map((instance) => call(instance.url, 'GET', apiPath(API_ROUTES.health))),
        );
        await sleep(200);
        seen = await rates();
      }
      expect(seen).toEqual(instances);
    } finally {
      await prometheus.stop();
    }
  });

  const remarksPresent = (texts: readonly string[]) => {
    const stored = new Set(
      database.sql.prepare("select remark from remarks where remark like 'remark %'").pluck().all(),
    );
    return texts.filter((text) => !stored.has(text));
  };

  it('rolls a restart of both instances under steady reads and writes with 0 failed requests', async () => {
    let finish!: () => void;
    const stop = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const traffic = steadyTraffic(stop, 3, 3);
    await traffic.acknowledges(10);
    // docs/deployment.md#releases: out of rotation, stopped, started, ready, back in.
    for (const old of [a, b]) {
      await balancer.route([old]);
      expect(await old.stop()).toEqual({ code: 0, signal: null });
      const started = await startInstance(old);
      if (old === a) a = started;
      else b = started;
      await balancer.route();
    }
    await traffic.acknowledges(10);
    finish();
    const { failures, acknowledged } = await traffic.done;
    expect(failures).toEqual([]);
    expect(remarksPresent(acknowledged)).toEqual([]);
  });

  it('loses no acknowledged write when one instance is killed with SIGKILL mid-burst', async () => {
    let finish!: () => void;
    const stop = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const traffic = steadyTraffic(stop, 8, 2);
    await traffic.acknowledges(10);
    await b.stop('SIGKILL');
    await traffic.acknowledges(10);
    finish();
    const { acknowledged } = await traffic.done;
    expect(remarksPresent(acknowledged)).toEqual([]);
    b = await startInstance(b);
  });

  it('answers 503 with Retry-After in the envelope when no instance can take a request', async () => {
    await balancer.route([a, b]);
    try {
      const response = await fetch(`${balancer.url}${apiPath(API_ROUTES.folderCount)}`, {
        headers: { authorization: adminToken(), connection: 'close' },
      });
      expect({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.json(),
      }).toEqual({
        status: 503,
        retryAfter: '5',
        body: {
          status: 0,
          message: 'The portal cannot answer right now. Please try again in a few seconds.',
        },
      });
    } finally {
      await balancer.route();
    }
  });
});
