import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiRoute, RequestOf, RequestParts } from '@portal/shared/api/apiRoutes';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import { fillPath } from '@portal/shared/util/fillPath';

/**
 * Calls a route of the shared table as the holder of `token` (null: no session). Its
 * params, query and body are typed by the route's entry, as the clients' callApi is: a
 * request field renamed in the contract fails the tests' compile too
 * (api/test/routes/contractBinding.typecheck.ts).
 */
export function callRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  token: string | null,
  ...[parts]: PartsOf<R>
): Promise<LightMyRequestResponse> {
  return callRouteUnchecked(app, route, token, parts);
}

/** A call's request parts, which may be left out only when none of them is required. */
type PartsOf<R extends ApiRoute> = object extends RequestOf<R> ? [RequestOf<R>?] : [RequestOf<R>];

/**
 * callRoute for a request the contract does not allow (a missing, extra or mistyped field):
 * only for tests of how the server refuses such input.
 */
export function callRouteUnchecked(
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

/** A refusal as the API must give it: the status, and the envelope with its message. */
export function expectRefused(
  response: LightMyRequestResponse,
  status: number,
  message: string,
): void {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: expect.objectContaining({ status: 0, message }),
  });
}

export function apiPath(route: { path: string }, params?: Record<string, string | number>): string {
  return `/api${fillPath(route.path, params)}`;
}
