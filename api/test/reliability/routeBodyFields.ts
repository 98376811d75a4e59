import type { onRouteHookHandler } from 'fastify';
import { API_BASE, API_ROUTES } from '@portal/shared/api/apiRoutes';

interface ObjectSchema {
  properties?: Record<string, unknown>;
}

/** The input schemas a route registers, as JSON schema. */
export interface RouteSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

export interface BodyFieldsCollector {
  /** Give it to createTestApp as `onRoute`. */
  onRoute: onRouteHookHandler;
  /** The top-level body fields of each route with a body schema, by its name in the table. */
  byRouteName(): Record<string, string[]>;
  /** The input schemas of every route of the table, by its name. */
  schemasByRouteName(): Record<string, RouteSchemas>;
}

/**
 * Reads the body fields from the schemas the routes really register, so a field added to
 * a route is fuzzed without anyone editing the fuzz test.
 */
export function collectBodyFields(): BodyFieldsCollector {
  const byMethodAndUrl = new Map<string, string[]>();
  const schemas = new Map<string, RouteSchemas>();
  const keyOf = (route: { method: string; path: string }) =>
    `${route.method} ${API_BASE}${route.path}`;
  return {
    onRoute(route) {
      const { body: bodySchema, querystring, params } = route.schema ?? {};
      schemas.set(`${[route.method].flat().join()} ${route.url}`, {
        body: bodySchema,
        querystring,
        params,
      });
      const body = bodySchema as ObjectSchema | undefined;
      if (!body?.properties) return;
      byMethodAndUrl.set(
        `${[route.method].flat().join()} ${route.url}`,
        Object.keys(body.properties),
      );
    },
    byRouteName() {
      const fields: Record<string, string[]> = {};
      for (const [name, route] of Object.entries(API_ROUTES)) {
        const found = byMethodAndUrl.get(keyOf(route));
        if (found) fields[name] = found;
      }
      return fields;
    },
    schemasByRouteName() {
      return Object.fromEntries(
        Object.entries(API_ROUTES).map(([name, route]) => [name, schemas.get(keyOf(route)) ?? {}]),
      );
    },
  };
}
