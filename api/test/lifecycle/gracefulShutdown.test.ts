import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGE_DRAINING } from '../../src/lifecycle/readiness';
import {
  prepareInstanceDatabase,
  signInTo,
  startApiInstance,
  type ApiInstance,
  type InstanceDatabase,
} from '../helpers/apiInstance';
import { apiPath } from '../helpers/testApp';
import { multipart, SMALL_PDF } from '../routes/orderDetail/orderDetailTestApp';

/**
 * SIGTERM to a real server process (docs/deployment.md#graceful-shutdown): what is in
 * flight is answered, nothing new is accepted, live streams end so browsers reconnect
 * elsewhere, /api/ready says 503 meanwhile, and the process exits 0.
 */

// A process start, a sign-in and a drain, on a machine other suites share.
jest.setTimeout(120_000);

const portOf = (url: string) => Number(new URL(url).port);

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An upload whose body is sent in two halves: the second only when `finish` is called. */
function halfSentUpload(instance: ApiInstance, token: string, orderId: number, version: number) {
  const form = multipart(
    { orderId: String(orderId), email: 'customer@example.com', version: String(version) },
    { name: 'visa.pdf', contentType: 'application/pdf', content: SMALL_PDF },
  );
  const half = Math.floor(form.payload.length / 2);
  const sent = httpRequest(`${instance.url}${apiPath(API_ROUTES.uploadVisaDocument)}`, {
    method: 'POST',
    headers: {
      ...form.headers,
      authorization: token,
      'content-length': String(form.payload.length),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    sent.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    sent.on('error', reject);
  });
  sent.flushHeaders();
  const started = new Promise<void>((resolve) =>
    sent.write(form.payload.subarray(0, half), () => resolve()),
  );
  return {
    started,
    answer,
    finish: () => sent.end(form.payload.subarray(half)),
  };
}

/** A raw connection that has sent the start of a request: its rest goes out with `finish`. */
async function startedRequest(port: number, start: string) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.write(start, () => resolve()));
  return {
    async finish(rest: string): Promise<string> {
      socket.write(rest);
      await closed;
      return received;
    },
  };
}

/** Resolves once a new connection to `port` is refused. */
async function refusedSoon(port: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const outcome = await new Promise<'accepted' | 'refused'>((resolve) => {
      const socket: Socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('accepted');
      });
      socket.once('error', () => resolve('refused'));
    });
    if (outcome === 'refused') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Port ${port} still accepted connections after 5 s of draining.`);
}

describe('a stopping API process', () => {
  let database: InstanceDatabase;
  let instance: ApiInstance | undefined;

  beforeAll(async () => {
    database = await prepareInstanceDatabase(20);
  }, 60_000);
  afterEach(() => instance?.dispose());
  afterAll(() => database.drop());

  const order = () =>
    database.sql
      .prepare('select order_id, version from orders order by order_id limit 1')
      .get() as {
      order_id: number;
      version: number;
    };
  const documentsOf = (orderId: number) =>
    Number(
      database.sql
        .prepare('select count(*) from order_documents where order_id = ?')
        .pluck()
        .get(orderId),
    );

  it('answers what is in flight, refuses what is new, ends live streams, says 503 on /api/ready and exits 0', async () => {
    instance = await startApiInstance({ env: { ...database.env, DRAIN_TIMEOUT: '60s' } });
    const token = await signInTo(instance);
    const { order_id: orderId, version } = order();
    const documentsBefore = documentsOf(orderId);

    const live = await fetch(`${instance.url}${apiPath(API_ROUTES.liveUpdates)}`, {
      headers: { authorization: token },
    });
    expect(live.status).toBe(200);
    const events = live.body?.getReader();
    if (!events) throw new Error('The live-update stream has no body.');
    const first = new TextDecoder().decode((await events.read()).value);
    expect(first).toContain('retry:');

    const readyProbe = await startedRequest(
      portOf(instance.url),
      `GET ${apiPath(API_ROUTES.ready)} HTTP/1.1\r\nHost: 127.0.0.1\r\n`,
    );
    const upload = halfSentUpload(instance, token, orderId, version);
    await upload.started;
    // Both connections taken from the listen backlog before the stop (the server logs the
    // upload, connected after the probe): one still queued when listening ends is reset.
    await instance.waitForOutput(`"url":"${apiPath(API_ROUTES.uploadVisaDocument)}"`);

    instance.process.kill('SIGTERM');
    await instance.waitForOutput('shutdown: draining');

    // The stream ends cleanly (done, not an error), so the browser reconnects elsewhere.
    let ended = false;
    while (!ended) ended = (await events.read()).done;

    await refusedSoon(portOf(instance.url));
    await refusedSoon(portOf(instance.customerUrl));

    const readyAnswer = await readyProbe.finish('\r\n');
    expect(readyAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(readyAnswer.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(readyAnswer.slice(readyAnswer.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 0,
      message: MESSAGE_DRAINING,
    });

    upload.finish();
    const uploaded = await upload.answer;
    expect(uploaded.status).toBe(200);
    expect(JSON.parse(uploaded.body)).toMatchObject({ status: 1 });
    expect(uploaded.headers.connection).toBe('close');

    expect(await instance.exited).toEqual({ code: 0, signal: null });
    expect(documentsOf(orderId)).toBe(documentsBefore + 1);
    expect(instance.output()).toContain('shutdown: every request answered; closing the database');
  });

  it('cuts a request still unfinished after DRAIN_TIMEOUT, records nothing of it and still exits 0', async () => {
    instance = await startApiInstance({ env: { ...database.env, DRAIN_TIMEOUT: '1s' } });
    const token = await signInTo(instance);
    const { order_id: orderId, version } = order();
    const documentsBefore = documentsOf(orderId);

    const upload = halfSentUpload(instance, token, orderId, version);
    await upload.started;
    const cut = upload.answer.then(
      () => 'answered',
      () => 'cut',
    );
    const stoppedAt = Date.now();
    expect(await instance.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1000);
    expect(await cut).toBe('cut');
    expect(documentsOf(orderId)).toBe(documentsBefore);
  });
});
