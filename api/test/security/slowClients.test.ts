import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { HTTP_TIMEOUTS } from '../../src/config';
import { HEARTBEAT_MS } from '../../src/routes/queues/liveUpdates';
import { boundPort, listenCustomerSite } from '../../src/sites/sites';
import { callRoute } from '../helpers/callRoute';
import { apiPath, createTestApp, login, type TestApp } from '../helpers/testApp';

/**
 * Short limits, so the test waits seconds rather than the production minutes, each far from
 * the next: a connection is shown closed by its own limit (not before it, and before the next
 * would have closed it), with seconds of margin for a busy machine rather than a bound in
 * milliseconds on how late Node's check runs.
 */
const TEST_TIMEOUTS = { headersMs: 1000, requestMs: 5000, idleMs: 60_000, keepAliveMs: 1000 };

interface SocketEnd {
  afterMs: number;
  answer: string;
}

/** Resolves when the server closes the socket, with what it answered and when. */
function whenClosed(socket: Socket): Promise<SocketEnd> {
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  return new Promise((resolve) => {
    socket.on('close', () => resolve({ afterMs: Date.now() - started, answer }));
  });
}

describe('slow clients cannot hold a connection', () => {
  let t: TestApp;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ orders: 50, config: { httpTimeouts: TEST_TIMEOUTS } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  function open(): Socket {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    return socket;
  }

  it('closes a request whose headers trickle in, with a 408, once the header time is up', async () => {
    const socket = open();
    const closed = whenClosed(socket);
    socket.write(`GET ${apiPath(API_ROUTES.userInfo)} HTTP/1.1\r\nHost: localhost\r\n`);
    let line = 0;
    const trickle = setInterval(() => socket.write(`X-Slow-${line++}: a\r\n`), 200);
    const end = await closed;
    clearInterval(trickle);
    expect(end.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(end.afterMs).toBeGreaterThanOrEqual(TEST_TIMEOUTS.headersMs);
    expect(end.afterMs).toBeLessThan(TEST_TIMEOUTS.requestMs);
  });

  it('closes a request whose body trickles in once the request time is up', async () => {
    const socket = open();
    const closed = whenClosed(socket);
    socket.write(
      `POST ${apiPath(API_ROUTES.adminLogin)} HTTP/1.1\r\nHost: localhost\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
    );
    const trickle = setInterval(() => socket.write('a'), 200);
    const end = await closed;
    clearInterval(trickle);
    expect(end.afterMs).toBeGreaterThanOrEqual(TEST_TIMEOUTS.requestMs);
    expect(end.afterMs).toBeLessThan(TEST_TIMEOUTS.idleMs);
  });

  it('closes an idle keep-alive connection between requests', async () => {
    const socket = open();
    const closed = whenClosed(socket);
    socket.write(`GET ${apiPath(API_ROUTES.userInfo)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const end = await closed;
    expect(end.answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(end.afterMs).toBeGreaterThanOrEqual(TEST_TIMEOUTS.keepAliveMs);
    expect(end.afterMs).toBeLessThan(TEST_TIMEOUTS.idleMs);
  });

  it('keeps a live-update stream open past the request time, still delivering changes', async () => {
    const token = await login(t.app, 'admin@demo.test');
    const response = await fetch(`http://127.0.0.1:${port}${apiPath(API_ROUTES.liveUpdates)}`, {
      headers: { authorization: token },
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before "${text}": ${received}`);
        received += decoder.decode(value);
      }
    };
    await readUntil('event: ready');
    // Past the request and header limits, a change still reaches the open stream.
    await new Promise((resolve) => setTimeout(resolve, TEST_TIMEOUTS.requestMs + 1000));
    const order = t.sql
      .prepare("select order_id from orders where assign_to is not null and process_status = 'New'")
      .get() as { order_id: number };
    const released = await callRoute(t.app, API_ROUTES.assignOrderStatus, token, {
      body: { orderId: [order.order_id], assignto: '' },
    });
    expect(released.statusCode).toBe(200);
    await readUntil('event: changed');
    await reader.cancel();
  });

  it('allows a silent stretch longer than the live-update heartbeat', () => {
    expect(HTTP_TIMEOUTS.idleMs).toBeGreaterThan(2 * HEARTBEAT_MS);
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(HTTP_TIMEOUTS.requestMs);
  });
});

describe('the customer site cuts off slow clients as the staff site does', () => {
  let t: TestApp;
  let server: Server;
  beforeAll(async () => {
    t = await createTestApp({ config: { httpTimeouts: TEST_TIMEOUTS } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server = await listenCustomerSite(t.app, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a request whose headers trickle in, with a 408 in the envelope', async () => {
    const socket = connect(boundPort(server), '127.0.0.1');
    const closed = whenClosed(socket);
    socket.write('GET /track-order/200002 HTTP/1.1\r\nHost: localhost\r\n');
    let line = 0;
    const trickle = setInterval(() => socket.write(`X-Slow-${line++}: a\r\n`), 200);
    const end = await closed;
    clearInterval(trickle);
    expect(end.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(end.answer).toContain('"status":0');
    expect(end.afterMs).toBeGreaterThanOrEqual(TEST_TIMEOUTS.headersMs);
    expect(end.afterMs).toBeLessThan(TEST_TIMEOUTS.requestMs);
  });
});
