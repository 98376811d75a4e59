import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiRoute } from '@portal/shared/api/apiRoutes';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import { apiPath } from '../../helpers/testApp';

export interface CallParts {
  params?: Record<string, string | number>;
  body?: object;
}

/** Calls a route of the shared table as the holder of `token`. */
export function callRoute(
  app: FastifyInstance,
  route: ApiRoute,
  token: string | null,
  parts: CallParts = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: route.method,
    url: apiPath(route, parts.params),
    headers: token ? { authorization: token } : {},
    ...(parts.body === undefined ? {} : { payload: parts.body }),
  });
}

export function envelopeOf<T>(response: LightMyRequestResponse): ApiEnvelope<T> {
  return response.json<ApiEnvelope<T>>();
}

/** Staff roles that may not run the team, gateways or the Processed By report. */
export const NON_MANAGER_EMAILS = [
  'telecaller@demo.test',
  'team@demo.test',
  'nightstaff@demo.test',
] as const;
