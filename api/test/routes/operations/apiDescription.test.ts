import type { FastifySchema } from 'fastify';
import { Type } from '@sinclair/typebox';
import { declaredRoute } from '@portal/shared/api/apiRoute';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { successEnvelope } from '@portal/shared/schemas/envelopeSchemas';
import { success } from '../../../src/lib/envelope';
import { defineRoute } from '../../../src/routes/defineRoute';
import { boundPort, listenCustomerSite } from '../../../src/sites/sites';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { validateOpenApi } from '../../helpers/validateOpenApi';

interface Operation {
  parameters?: Array<{ in: string; name: string; schema: unknown; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}
interface ObjectSchema {
  properties: Record<string, unknown>;
  required?: string[];
}

/** A route added by this test only: the description must pick it up with no other edit. */
const EXTRA = declaredRoute('GET', '/test/described-at-run-time', 'staff', {
  querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
  response: successEnvelope(Type.Object({ echoed: Type.Integer() })),
});

/**
 * A registered schema as the description writes it: TypeBox's symbols dropped, and a record
 * (any key: patternProperties "^(.*)$") written as additionalProperties, its plain equal.
 */
const plain = (schema: unknown): unknown =>
  schema === undefined
    ? undefined
    : JSON.parse(JSON.stringify(schema), (_key, value: Record<string, unknown>) => {
        const anyKey = (value?.patternProperties as Record<string, unknown> | undefined)?.[
          '^(.*)$'
        ];
        if (anyKey === undefined) return value;
        const written: Record<string, unknown> = { ...value, additionalProperties: anyKey };
        delete written.patternProperties;
        return written;
      });
const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

describe('the API described (GET /api/openapi.json)', () => {
  let t: TestApp;
  let admin: string;
  const registered = new Map<string, FastifySchema>();
  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          registered.set(`${method} ${route.url}`, route.schema ?? {});
        }
      },
      beforeReady: (app) =>
        defineRoute(app, EXTRA, {
          handler: async (request) => success('echo', { echoed: request.query.page ?? 1 }),
        }),
    });
    admin = await login(t.app, 'admin@demo.test');
  }, 60_000);
  afterAll(() => t.close());

  const describeApi = async (authorization = admin) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization },
    });
    return { response, document: response.json<OpenApiDocument>() };
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const { response, document } = await describeApi();
    expect(response.statusCode).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    expect(await validateOpenApi(document)).toEqual({ valid: true });
  });

  it('describes every route of the table with the schemas it is registered with', async () => {
    const { document } = await describeApi();
    const routes = Object.entries(API_ROUTES).map(([name, route]) => [name, route] as const);
    expect(routes.length).toBeGreaterThan(40);
    for (const [name, route] of routes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect([name, operation === undefined]).toEqual([name, false]);
      if (!operation) continue;
      const schema = registered.get(`${route.method} /api${route.path}`) ?? {};
      const inParameters = (place: string) =>
        Object.fromEntries(
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === place)
            .map((parameter) => [parameter.name, parameter.schema]),
        );
      for (const [part, place] of [
        ['params', 'path'],
        ['querystring', 'query'],
      ] as const) {
        const properties = (plain(schema[part]) as ObjectSchema | undefined)?.properties ?? {};
        expect([name, part, inParameters(place)]).toEqual([name, part, properties]);
      }
      expect([name, operation.requestBody?.content['application/json']?.schema]).toEqual([
        name,
        schema.body === undefined ? undefined : plain(schema.body),
      ]);
      const answer = (schema.response as Record<string, unknown> | undefined)?.[200];
      expect([name, operation.responses['200']?.content?.['application/json']?.schema]).toEqual([
        name,
        answer === undefined ? undefined : plain(answer),
      ]);
      expect([name, operation.security === undefined]).toEqual([name, route.access === 'public']);
    }
  });

  it('follows the routes as they are registered: a new route is described with no other edit', async () => {
    const { document } = await describeApi();
    const operation = document.paths['/api/test/described-at-run-time']?.get;
    expect(operation?.parameters).toEqual([
      expect.objectContaining({
        in: 'query',
        name: 'page',
        schema: { type: 'integer', minimum: 1 },
      }),
    ]);
    const answer = operation?.responses['200']?.content?.['application/json']?.schema as
      ObjectSchema | undefined;
    expect(answer?.properties.data).toMatchObject({ properties: { echoed: { type: 'integer' } } });
  });

  it('leaves out the front ends and the description itself', async () => {
    const { document } = await describeApi();
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(document.paths['/api/openapi.json']).toBeUndefined();
    expect(document.paths['/api/reference']).toBeUndefined();
  });

  it('is for Admins only: another member is refused, and no session is asked to sign in', async () => {
    const manager = await login(t.app, 'manager@demo.test');
    expect((await describeApi(manager)).response.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is never served on the customer site, with or without a token', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const customer = await listenCustomerSite(t.app, { port: 0, host: '127.0.0.1' });
    const sites = {
      staff: `http://127.0.0.1:${boundPort(t.app.server)}`,
      customer: `http://127.0.0.1:${boundPort(customer)}`,
    };
    const statusOf = async (site: keyof typeof sites, path: string) =>
      (await fetch(`${sites[site]}${path}`, { headers: { authorization: admin } })).status;
    expect(await statusOf('staff', '/api/openapi.json')).toBe(200);
    expect(await statusOf('staff', '/api/reference')).toBe(200);
    for (const path of ['/api/openapi.json', '/api/reference', '/api/reference/reference.js']) {
      expect([path, await statusOf('customer', path)]).toEqual([path, 404]);
    }
  });

  it('has a reference page that loads its own scripts only and asks for the document with the stored token', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(['/api/reference/swagger-ui-bundle.js', '/api/reference/reference.js']);
    for (const script of scripts) {
      const file = await t.app.inject({ method: 'GET', url: script ?? '' });
      expect([script, file.statusCode]).toEqual([script, 200]);
    }
    const own = await t.app.inject({ method: 'GET', url: '/api/reference/reference.js' });
    expect(own.body).toContain('localStorage.getItem("user")');
    expect(own.body).toContain('"/api/openapi.json"');
  });
});
