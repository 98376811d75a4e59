import type { onRouteHookHandler } from 'fastify';
import { API_BASE, API_ROUTES } from '@portal/shared/api/apiRoutes';

interface ObjectSchema {
  properties?: Record<string, unknown>;
}

export interface BodyFieldsCollector {
  /** Give it to createTestApp as `onRoute`. */
  onRoute: onRouteHookHandler;
  /** The top-level body fields of each route with a body schema, by its name in the table. */
  byRouteName(): Record<string, string[]>;
}

/**
 * Reads the body fields from the schemas the routes really register, so a field added to
 * a route is fuzzed without anyone editing the fuzz test.
 */
export function collectBodyFields(): BodyFieldsCollector {
  const byMethodAndUrl = new Map<string, string[]>();
  return {
    onRoute(route) {
      const body = route.schema?.body as ObjectSchema | undefined;
      if (!body?.properties) return;
      byMethodAndUrl.set(
        `${[route.method].flat().join()} ${route.url}`,
        Object.keys(body.properties),
      );
    },
    byRouteName() {
      const fields: Record<string, string[]> = {};
      for (const [name, route] of Object.entries(API_ROUTES)) {
        const found = byMethodAndUrl.get(`${route.method} ${API_BASE}${route.path}`);
        if (found) fields[name] = found;
      }
      return fields;
    },
  };
}
