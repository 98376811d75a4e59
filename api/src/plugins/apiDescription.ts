import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, type Access } from '@portal/shared/api/apiRoutes';
import { ROLE_ACCESS } from '@portal/shared/roles/roleRules';
import { SESSION_STORAGE_KEY } from '@portal/shared/entities/session';
import { siteOf } from '../sites/sites';
import { replyApiNotFound } from './errorEnvelope';
import { pagePolicy } from './securityHeaders';

/** Where the document and its reference page are served (staff site, Admins: docs/api.md). */
export const API_DESCRIPTION_PATH = `${API_BASE}/openapi.json`;
export const API_REFERENCE_PATH = `${API_BASE}/reference`;

const STAFF_TOKEN = 'staffToken';

/** Who may call a route, in the words of the description. */
function accessText(access: Access): string {
  if (access === 'public') return 'Anyone: no session needed.';
  if (access === 'staff') return 'Any signed-in staff member.';
  return `Only: ${access.join(', ')}.`;
}

/**
 * The description of one route: the schemas it is registered with (defineRoute attaches
 * the route table's TypeBox schemas), who may call it, and the session token if it needs
 * one. Anything outside the API (the front ends' pages and files) is left out.
 */
function describeRoute({
  schema,
  url,
  route,
}: {
  schema: object;
  url: string;
  route: RouteOptions;
}) {
  const access = route.config?.access;
  if (!url.startsWith(`${API_BASE}/`) || access === undefined) {
    return { schema: { ...schema, hide: true }, url };
  }
  return {
    url,
    schema: {
      ...schema,
      description: accessText(access),
      ...(access !== 'public' && { security: [{ [STAFF_TOKEN]: [] }] }),
    },
  };
}

const swaggerUi = (file: string) =>
  readFileSync(path.join(path.dirname(require.resolve('swagger-ui-dist/package.json')), file));

/**
 * The reference page's own script: it fetches the description with the token the staff
 * pages keep in this origin's local storage (the portal signs requests with a bare token in
 * the Authorization header, never a cookie), and sends the same token with "Try it out".
 */
const REFERENCE_SCRIPT = `(function () {
  var stored = null;
  try { stored = JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) || 'null'); } catch (e) {}
  var token = stored && stored.accessToken;
  var app = document.getElementById('app');
  if (!token) {
    app.textContent = 'Sign in to the portal as an Admin on this address, then open this page again.';
    return;
  }
  window.SwaggerUIBundle({
    url: ${JSON.stringify(API_DESCRIPTION_PATH)},
    dom_id: '#app',
    requestInterceptor: function (request) {
      request.headers.Authorization = token;
      return request;
    },
  });
})();
`;

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Portal API reference</title>
<link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css">
</head>
<body>
<div id="app"></div>
<script src="${API_REFERENCE_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_REFERENCE_PATH}/reference.js"></script>
</body>
</html>
`;

/** Neither the description nor its page exists on the customer site. */
async function staffSiteOnly(request: FastifyRequest, reply: FastifyReply) {
  if (siteOf(request) === 'customer') return replyApiNotFound(request, reply);
}

/**
 * The API described (docs/api.md): an OpenAPI 3.1 document that @fastify/swagger generates
 * at start from the routes as registered, so a change to a route's schema in the route
 * table changes the document with no other edit. Admins read it at /api/openapi.json (with
 * their token) or on the reference page at /api/reference (Swagger UI), on the staff site only.
 * Register it before the routes: it describes the routes registered after it.
 */
async function apiDescription(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'eVisitor portal API',
        version: '1.0.0',
        description:
          'Every answer is the envelope {status, message, data}; a failure is ' +
          '{status: 0, message, requestId} with a 4xx or 5xx status (docs/product.md#messages).',
      },
      components: {
        securitySchemes: {
          [STAFF_TOKEN]: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The jwtToken of POST /api/admin/admin-login, as it is (no "Bearer").',
          },
        },
      },
    },
    transform: describeRoute,
  });

  app.get(API_DESCRIPTION_PATH, {
    schema: { hide: true },
    config: { access: ROLE_ACCESS.readApiDescription },
    preHandler: staffSiteOnly,
    handler: async () => app.swagger(),
  });

  const files: Record<string, { type: string; body: string | Buffer }> = {
    '': { type: 'text/html; charset=utf-8', body: REFERENCE_PAGE },
    '/reference.js': { type: 'text/javascript; charset=utf-8', body: REFERENCE_SCRIPT },
    '/swagger-ui-bundle.js': {
      type: 'text/javascript; charset=utf-8',
      body: swaggerUi('swagger-ui-bundle.js'),
    },
    '/swagger-ui.css': { type: 'text/css; charset=utf-8', body: swaggerUi('swagger-ui.css') },
  };
  for (const [file, { type, body }] of Object.entries(files)) {
    // The page and its files hold nothing of the API: what it shows comes with the token.
    app.get(`${API_REFERENCE_PATH}${file}`, {
      schema: { hide: true },
      config: { access: 'public' },
      preHandler: staffSiteOnly,
      handler: async (_request, reply) => {
        if (file === '') reply.header('content-security-policy', pagePolicy('staff', []));
        return reply.type(type).send(body);
      },
    });
  }
}

export default fp(apiDescription, { name: 'api-description' });
