import { heldAnswer } from '@portal/jest/heldAnswer';
import type { ApiRoute, RequestParts } from '@portal/shared/api/apiRoutes';
import type { ApiEnvelope } from '@portal/shared/api/envelope';

type Handler = (parts: RequestParts) => ApiEnvelope<unknown> | Promise<ApiEnvelope<unknown>>;

/** A stand-in for callApi: answers per route, and records every call. */
export function createApiMock() {
  const handlers = new Map<ApiRoute, Handler>();
  const calls: Array<{ route: ApiRoute; parts: RequestParts }> = [];
  return {
    calls,
    on(route: ApiRoute, handler: Handler) {
      handlers.set(route, handler);
    },
    /** Answers the route's calls only when the test sends the answer. */
    hold(route: ApiRoute) {
      const held = heldAnswer();
      handlers.set(route, () => held.answer);
      return held;
    },
    callsTo(route: ApiRoute): RequestParts[] {
      return calls.filter((call) => call.route === route).map((call) => call.parts);
    },
    async callApi(route: ApiRoute, parts: RequestParts = {}): Promise<ApiEnvelope<unknown>> {
      calls.push({ route, parts });
      const handler = handlers.get(route);
      return handler ? handler(parts) : { status: 0, message: `No answer for ${route.path}` };
    },
  };
}
