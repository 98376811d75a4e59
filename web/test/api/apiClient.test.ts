import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type * as ClientModule from '../../src/api/apiClient';
import {
  callApi,
  callApiForFile,
  loadHttpClient,
  NETWORK_ERROR_MESSAGE,
  setApiOrigin,
  apiBaseUrl,
  setUnauthorizedHandler,
} from '../../src/api/apiClient';

type Answer = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/** A real HTTP server stands in for the API, so the client's own axios setup is what runs. */
let server: Server;
let answer: Answer;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => answer(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  setApiOrigin(origin);
  setUnauthorizedHandler(() => undefined);
});

function json(response: ServerResponse, httpStatus: number, value: unknown): void {
  response.writeHead(httpStatus, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

describe('callApi', () => {
  it('sends the route method, filled path and body, and answers the envelope', async () => {
    let seen = '';
    answer = (request, body, response) => {
      seen = `${request.method} ${request.url} ${body}`;
      json(response, 200, { status: 1, message: 'ok', data: { orderId: [7] } });
    };
    const result = await callApi(API_ROUTES.refundOrders, { body: { orderId: [7] } });
    expect(result).toEqual({ status: 1, message: 'ok', data: { orderId: [7] } });
    expect(seen).toBe(
      `${API_ROUTES.refundOrders.method} /api${API_ROUTES.refundOrders.path} {"orderId":[7]}`,
    );
  });

  it('takes an origin written with its trailing slash', async () => {
    setApiOrigin(`${origin}/`);
    expect(apiBaseUrl()).toBe(`${origin}/api/`);
    answer = (request, _body, response) =>
      json(response, 200, { status: 1, message: request.url ?? '', data: null });
    expect((await callApi(API_ROUTES.userInfo)).message).toBe('/api/user_info');
  });

  it('fills path parameters', async () => {
    let url = '';
    answer = (request, _body, response) => {
      url = request.url ?? '';
      json(response, 200, { status: 1, message: 'ok', data: null });
    };
    await callApi(API_ROUTES.teamMemberInfo, { params: { id: 42 } });
    expect(url).toBe(`/api${API_ROUTES.teamMemberInfo.path.replace(':id', '42')}`);
  });

  it("resolves a refused call to the server's own status and message", async () => {
    answer = (_request, _body, response) =>
      json(response, 409, { status: 0, message: 'Someone changed this order.' });
    const result = await callApi(API_ROUTES.userInfo);
    expect(result).toEqual({
      status: 0,
      message: 'Someone changed this order.',
      failure: { httpStatus: 409, kind: 'stale' },
    });
  });

  it('names the HTTP status when the answer is not an envelope', async () => {
    answer = (_request, _body, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    };
    expect(await callApi(API_ROUTES.userInfo)).toEqual({
      status: 0,
      message: 'Request failed (502)',
      failure: { httpStatus: 502, kind: 'server' },
    });
  });

  it('says the server cannot be reached when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    setApiOrigin(`http://127.0.0.1:${port}`);
    expect(await callApi(API_ROUTES.userInfo)).toEqual({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
      failure: { httpStatus: null, kind: 'network' },
    });
  });

  it.each([
    [401, 'unauthorized', 'Your session has ended.'],
    [403, 'forbidden', 'You may not do this.'],
    [404, 'notFound', 'No such order.'],
    [409, 'stale', 'Someone changed this order.'],
    [400, 'rejected', 'Please enter your order id.'],
    [413, 'rejected', 'The file is too large.'],
    [429, 'busy', 'Too many requests.'],
    [500, 'server', 'Something went wrong.'],
    [503, 'server', 'Not ready.'],
  ] as const)(
    "reports HTTP %i as a '%s' failure with the server's message",
    async (httpStatus, kind, message) => {
      answer = (_request, _body, response) => json(response, httpStatus, { status: 0, message });
      expect(await callApi(API_ROUTES.userInfo)).toEqual({
        status: 0,
        message,
        failure: { httpStatus, kind },
      });
    },
  );

  it("names the request on a server fault, for the user to quote: the body's id, or nginx's header", async () => {
    answer = (_request, _body, response) =>
      json(response, 500, {
        status: 0,
        message: 'Something went wrong on our side. Please try again.',
        requestId: 'f3a9c2',
      });
    expect(await callApi(API_ROUTES.userInfo)).toEqual({
      status: 0,
      message: 'Something went wrong on our side. Please try again. (Ref: f3a9c2)',
      requestId: 'f3a9c2',
      failure: { httpStatus: 500, kind: 'server' },
    });
    answer = (_request, _body, response) => {
      response.writeHead(502, { 'content-type': 'text/html', 'x-request-id': '0b1c2d' });
      response.end('<h1>Bad gateway</h1>');
    };
    expect((await callApi(API_ROUTES.userInfo)).message).toBe('Request failed (502) (Ref: 0b1c2d)');
  });

  it("takes nginx's id when the body's is empty", async () => {
    answer = (_request, _body, response) => {
      response.writeHead(503, { 'content-type': 'application/json', 'x-request-id': '9e8d7c' });
      response.end(JSON.stringify({ status: 0, message: 'Please try again.', requestId: '' }));
    };
    expect(await callApi(API_ROUTES.userInfo)).toEqual({
      status: 0,
      message: 'Please try again. (Ref: 9e8d7c)',
      requestId: '9e8d7c',
      failure: { httpStatus: 503, kind: 'server' },
    });
  });

  it("keeps a refusal's message as the server wrote it: the user can act on it", async () => {
    answer = (_request, _body, response) =>
      json(response, 400, { status: 0, message: 'Please enter your order id.', requestId: 'a1' });
    expect((await callApi(API_ROUTES.userInfo)).message).toBe('Please enter your order id.');
  });

  it('reports a non-success envelope answered with 200 as refused by the server', async () => {
    answer = (_request, _body, response) =>
      json(response, 200, { status: 0, message: 'Invalid email or password.' });
    expect(
      await callApi(API_ROUTES.adminLogin, { body: { email: 'a@b.co', password: 'x' } }),
    ).toEqual({
      status: 0,
      message: 'Invalid email or password.',
      failure: { httpStatus: 200, kind: 'rejected' },
    });
  });

  it('adds no failure to a success', async () => {
    answer = (_request, _body, response) => json(response, 200, { status: 1, message: 'ok' });
    expect(await callApi(API_ROUTES.userInfo)).toEqual({ status: 1, message: 'ok' });
  });

  it('hands a 401 on a signed-in route to the shell, but not on a public one', async () => {
    const unauthorized = jest.fn();
    setUnauthorizedHandler(unauthorized);
    answer = (_request, _body, response) =>
      json(response, 401, { status: 0, message: 'Your session has ended.' });
    await callApi(API_ROUTES.userInfo);
    expect(unauthorized).toHaveBeenCalledWith('Your session has ended.');
    unauthorized.mockClear();
    await callApi(API_ROUTES.adminLogin, { body: { email: 'a@b.co', password: 'x' } });
    expect(unauthorized).not.toHaveBeenCalled();
  });
});

describe('callApiForFile', () => {
  // Browsers answer a file as a Blob; so does axios's fetch adapter, unlike its Node one.
  let defaultAdapter: unknown;
  beforeAll(async () => {
    const http = await loadHttpClient();
    defaultAdapter = http.defaults.adapter;
    http.defaults.adapter = 'fetch';
  });
  afterAll(async () => {
    (await loadHttpClient()).defaults.adapter = defaultAdapter as 'fetch';
  });

  it('answers the file and the name the server gave it', async () => {
    answer = (_request, _body, response) => {
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="visa-1001.pdf"',
      });
      response.end('%PDF-1.7');
    };
    const result = await callApiForFile(API_ROUTES.orderDocument, { params: { orderId: 1001 } });
    expect(result.ok && result.fileName).toBe('visa-1001.pdf');
    expect(result.ok && (await result.file.text())).toBe('%PDF-1.7');
  });

  it('reads the error envelope out of a refused file download', async () => {
    answer = (_request, _body, response) =>
      json(response, 404, { status: 0, message: 'No document for this order.' });
    const result = await callApiForFile(API_ROUTES.orderDocument, { params: { orderId: 1001 } });
    expect(result).toEqual({
      ok: false,
      error: {
        status: 0,
        message: 'No document for this order.',
        failure: { httpStatus: 404, kind: 'notFound' },
      },
    });
  });
});

describe('the HTTP client downloaded on first use', () => {
  type Client = typeof ClientModule;

  /** A fresh copy of the client module whose `import('axios')` runs `axiosModule`. */
  function isolatedClient(axiosModule: () => unknown): Client {
    jest.resetModules();
    jest.doMock('axios', axiosModule);
    return jest.requireActual<Client>('../../src/api/apiClient');
  }
  afterAll(() => jest.dontMock('axios'));

  it('is not loaded with the module, but by the first call, once', async () => {
    const loaded = jest.fn();
    const client = isolatedClient(() => {
      loaded();
      return jest.requireActual('axios');
    });
    client.setApiOrigin(origin);
    expect(loaded).not.toHaveBeenCalled();
    answer = (_request, _body, response) => json(response, 200, { status: 1, message: 'ok' });
    await Promise.all([client.callApi(API_ROUTES.userInfo), client.callApi(API_ROUTES.userInfo)]);
    await client.callApi(API_ROUTES.userInfo);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('answers "cannot reach the server" when it cannot be downloaded, and tries again on the next call', async () => {
    let attempts = 0;
    const client = isolatedClient(() => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk 1008 failed.');
      return jest.requireActual('axios');
    });
    client.setApiOrigin(origin);
    answer = (_request, _body, response) => json(response, 200, { status: 1, message: 'ok' });
    expect(await client.callApi(API_ROUTES.userInfo)).toEqual({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
      failure: { httpStatus: null, kind: 'network' },
    });
    expect(await client.callApi(API_ROUTES.userInfo)).toEqual({ status: 1, message: 'ok' });
    expect(attempts).toBe(2);
  });

  it('passes every request through the steps added before and after it was loaded', async () => {
    const client = isolatedClient(() => jest.requireActual('axios'));
    client.setApiOrigin(origin);
    const seen: string[] = [];
    answer = (request, _body, response) => {
      seen.push(`${String(request.headers['x-before'])} ${String(request.headers['x-after'])}`);
      json(response, 200, { status: 1, message: 'ok' });
    };
    client.addRequestStep((config) => {
      config.headers.set('X-Before', 'yes');
      return config;
    });
    await client.callApi(API_ROUTES.userInfo);
    client.addRequestStep((config) => {
      config.headers.set('X-After', 'yes');
      return config;
    });
    await client.callApi(API_ROUTES.userInfo);
    expect(seen).toEqual(['yes undefined', 'yes yes']);
  });
});
