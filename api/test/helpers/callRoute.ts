import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiRoute, RequestParts } from '@portal/shared/api/apiRoutes';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import { apiPath } from './testApp';

/** Calls a route of the shared table as the holder of `token` (null: no session). */
export function callRoute(
  app: FastifyInstance,
  route: ApiRoute,
  token: string | null,
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

export function envelopeOf<T>(response: LightMyRequestResponse): ApiEnvelope<T> {
  return response.json<ApiEnvelope<T>>();
}
