import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiRoute, RequestParts } from '@portal/shared/api/apiRoutes';
import type { Role } from '@portal/shared/entities/staff';
import { DEMO_STAFF } from '../../../src/db/seed/demoStaff';
import { apiPath, login } from '../../helpers/testApp';

export const STAFF_NAMES = Object.fromEntries(
  DEMO_STAFF.map((member) => [member.type, member.name]),
) as Record<Role, string>;

/** One session token per demo role. */
export async function signInEveryRole(app: FastifyInstance): Promise<Record<Role, string>> {
  const entries = await Promise.all(
    DEMO_STAFF.map(async (member) => [member.type, await login(app, member.email)] as const),
  );
  return Object.fromEntries(entries) as Record<Role, string>;
}

/** Calls a route of the shared table as the holder of `token` (none for anonymous). */
export function call(
  app: FastifyInstance,
  token: string | null,
  route: ApiRoute,
  parts: RequestParts = {},
): Promise<LightMyRequestResponse> {
  const query = Object.fromEntries(
    Object.entries(parts.query ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  return app.inject({
    method: route.method,
    url: apiPath(route, parts.params),
    query,
    headers: token ? { authorization: token } : {},
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  });
}

export interface AuditRow {
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string;
  from_value: string | null;
  to_value: string | null;
}
