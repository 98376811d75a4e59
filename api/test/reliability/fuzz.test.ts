import type { Readable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { API_ROUTES, type ApiRoute } from '@portal/shared/api/apiRoutes';
import { apiPath, createTestApp, login, type TestApp } from '../helpers/testApp';
import { integrityCheck, snapshotTables } from './dbSnapshot';
import {
  malformedJson,
  malformedMultipart,
  malformedParam,
  malformedQuery,
  seededRandom,
  type Malformed,
  type Random,
} from './malformed';
import {
  isBounded,
  numericFields,
  outOfRange,
  sampleInput,
  type NumericField,
} from './numericFields';
import { collectBodyFields, type RouteSchemas } from './routeBodyFields';
import { callRoute } from '../helpers/callRoute';

/**
 * Bad input (docs/reliability.md): over 10,000 malformed requests across every route of the table,
 * with a valid Admin session, on a real SQLite file. Zero 5xx, every refusal the `{status: 0,
 * message}` envelope, the server still answers, integrity_check ok and no row changed (sign-in
 * failures aside). GET routes only read, so a GET that gets through is fine.
 */

// About 11,000 injected requests, a few of them 1 MB; the machine is shared.
jest.setTimeout(120_000);

const SEED = 20260722;
const REQUESTS_PER_ROUTE = 280;
/** Each live-updates request opens a stream; a few prove the point. */
const STREAM_REQUESTS = 20;
const ROUTES = Object.entries(API_ROUTES) as Array<[string, ApiRoute]>;

interface Failure {
  route: string;
  kind: string;
  status: number;
  body: string;
}

function isEnvelope(text: string): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return body.status === 0 && typeof body.message === 'string' && body.message.length > 0;
  } catch {
    return false;
  }
}

function paramsOf(route: ApiRoute, random: Random): Record<string, string> {
  return Object.fromEntries(
    [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [
      name ?? '',
      malformedParam(random),
    ]),
  );
}

/** fillPath would encode the values again; malformed params are put in as they are. */
function rawPath(route: ApiRoute, params: Record<string, string>): string {
  return `/api${route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => params[name] ?? '')}`;
}

function malformedFor(
  key: string,
  route: ApiRoute,
  random: Random,
  bodyFields: Record<string, string[]>,
): Malformed {
  if (route.method === 'GET') return { kind: 'bad params or query', request: {} };
  if (key === 'uploadVisaDocument') {
    return random() < 0.85 ? malformedMultipart(random) : malformedJson(random, ['orderId']);
  }
  return malformedJson(random, bodyFields[key]);
}

/**
 * Tables that count requests rather than hold data: failed sign-ins, and on PostgreSQL the
 * customer rate limit's windows. Malformed requests may rightly add to them.
 */
const REQUEST_BOOKKEEPING = ['login_failures', 'front_rate_limits'];

describe('fuzz: malformed requests on every route', () => {
  let t: TestApp;
  let token: string;
  let bodyFields: Record<string, string[]>;
  let schemas: Record<string, RouteSchemas>;

  beforeAll(async () => {
    const collector = collectBodyFields();
    t = await createTestApp({ orders: 40, onRoute: collector.onRoute });
    bodyFields = collector.byRouteName();
    schemas = collector.schemasByRouteName();
    // First, before any refused sign-in could lock the account.
    token = await login(t.app, 'admin@demo.test');
  });

  afterAll(async () => {
    await t.close();
  });

  it('fuzzes the body fields of every route that takes a JSON body', () => {
    const withoutJsonBody = ROUTES.filter(
      ([name, route]) => route.method !== 'GET' && !bodyFields[name],
    ).map(([name]) => name);
    // Sign-out and refresh read only the token; the upload is multipart, fuzzed apart.
    expect(withoutJsonBody.sort()).toEqual(['logout', 'refreshSession', 'uploadVisaDocument']);
    expect(bodyFields.adminLogin).toEqual(['email', 'password']);
  });

  it('refuses them all with a 4xx envelope and changes no row', async () => {
    const before = snapshotTables(t.sql, REQUEST_BOOKKEEPING);
    const random = seededRandom(SEED);
    const failures: Failure[] = [];
    let sent = 0;

    for (const [key, route] of ROUTES) {
      const isStream = key === 'liveUpdates';
      const count = isStream ? STREAM_REQUESTS : REQUESTS_PER_ROUTE;
      for (let i = 0; i < count; i += 1) {
        const { kind, request } = malformedFor(key, route, random, bodyFields);
        const hasParams = route.path.includes(':');
        const path =
          hasParams && random() < 0.8
            ? rawPath(route, paramsOf(route, random))
            : apiPath(route, { orderId: 1, orderName: 'ALL', id: 1 });
        const query = route.method === 'GET' || random() < 0.2 ? malformedQuery(random) : '';
        const options: InjectOptions = {
          method: route.method,
          url: query ? `${path}?${query}` : path,
          payload: request.payload,
          headers: { ...request.headers, authorization: token },
          ...(isStream ? { payloadAsStream: true } : {}),
        };
        const response = await t.app.inject(options);
        sent += 1;
        const status = response.statusCode;
        // An open stream is left at once; a refusal (e.g. the cap on open streams) is read.
        const streamed = isStream && status === 200;
        if (streamed) response.stream().destroy();
        const body = streamed ? '' : isStream ? await text(response.stream()) : response.body;
        const refusalOk = status < 400 || (status < 500 && isEnvelope(body));
        const readOnly = route.method === 'GET';
        if (status >= 500 || !refusalOk || (!readOnly && status < 400)) {
          failures.push({ route: key, kind, status, body: body.slice(0, 300) });
        }
      }
    }

    expect(sent).toBeGreaterThanOrEqual(10_000);
    // One line per distinct kind of failure keeps a regression readable.
    const distinct = new Map(failures.map((f) => [`${f.route} ${f.kind} ${f.status}`, f]));
    expect([...distinct.values()]).toEqual([]);

    const orderId = t.sql.prepare('select min(order_id) from orders').pluck().get() as number;
    const normal = await callRoute(t.app, API_ROUTES.orderDetails, token, { params: { orderId } });
    expect(normal.statusCode).toBe(200);
    expect(integrityCheck(t.sql)).toBe('ok');
    expect(snapshotTables(t.sql, REQUEST_BOOKKEEPING)).toEqual(before);
  });

  describe('out-of-range numbers', () => {
    const fieldsOf = () =>
      ROUTES.flatMap(([key, route]) =>
        numericFields(schemas[key] ?? {}).map((field) => ({ key, route, field })),
      );

    it('bounds every numeric field of every route, read from the schemas it registers', () => {
      const fields = fieldsOf();
      expect(fields.map(({ key, field }) => `${key}.${field.name}`)).toEqual(
        expect.arrayContaining(['ordersList.page', 'searchOrder.start', 'moveOrderStatus.version']),
      );
      const unbounded = fields
        .filter(({ field }) => !isBounded(field.schema))
        .map(({ key, field }) => `${key} ${field.part}.${field.name}`);
      expect(unbounded).toEqual([]);
    });

    let sentOutOfRange = 0;

    /** A request whose inputs all pass except `field`, which holds `value`. */
    function requestWith(key: string, route: ApiRoute, field: NumericField, value: unknown) {
      const routeSchemas = schemas[key] ?? {};
      const inputs = {
        body: sampleInput(routeSchemas.body),
        querystring: sampleInput(routeSchemas.querystring),
        params: sampleInput(routeSchemas.params),
      };
      inputs[field.part][field.name] = field.inArray ? [value] : value;
      const params = Object.fromEntries(
        Object.entries(inputs.params).map(([name, param]) => [name, String(param)]),
      );
      const query = new URLSearchParams(
        Object.fromEntries(
          Object.entries(inputs.querystring).map(([name, item]) => [name, String(item)]),
        ),
      ).toString();
      const path = rawPath(route, params);
      sentOutOfRange += 1;
      return t.app.inject({
        method: route.method,
        url: query ? `${path}?${query}` : path,
        // A client of its own each time: the customer calls' rate limit is not under test.
        remoteAddress: `10.77.${Math.floor(sentOutOfRange / 250)}.${(sentOutOfRange % 250) + 1}`,
        headers: { authorization: token },
        ...(route.method === 'GET' ? {} : { payload: inputs.body }),
      });
    }

    it('refuses a number out of range in any numeric field with a 400 envelope, changing nothing', async () => {
      const before = snapshotTables(t.sql, REQUEST_BOOKKEEPING);
      const failures: Failure[] = [];
      for (const { key, route, field } of fieldsOf()) {
        // In a query or a path a number arrives as text, digits Ajv must still bound.
        const values: unknown[] = [
          ...outOfRange(field.schema),
          ...(field.part === 'body' ? [] : ['99999999999999999999']),
        ];
        for (const value of values) {
          const response = await requestWith(key, route, field, value);
          if (response.statusCode !== 400 || !isEnvelope(response.body)) {
            failures.push({
              route: key,
              kind: `${field.part}.${field.name} = ${String(value)}`,
              status: response.statusCode,
              body: response.body.slice(0, 300),
            });
          }
        }
      }
      expect(failures).toEqual([]);
      expect(snapshotTables(t.sql, REQUEST_BOOKKEEPING)).toEqual(before);
    });
  });
});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
