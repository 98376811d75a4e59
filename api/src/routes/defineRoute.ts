import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  RouteGenericInterface,
} from 'fastify';
import {
  API_BASE,
  type DataOf,
  type DeclaredRoute,
  type RequestOf,
  type RequestParts,
  type RouteSchemas,
} from '@portal/shared/api/apiRoutes';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import { orderHolderGuard } from '../security/orderHolder';

/** A route table entry, with the schemas the server validates and serializes by. */
type TableRoute = DeclaredRoute<RouteSchemas, RequestParts, unknown>;

/** A part of a route's request as its schemas declare it (and as validation leaves it). */
type PartOf<R, K extends string> = K extends keyof RequestOf<R>
  ? NonNullable<RequestOf<R>[K]>
  : undefined;

export interface RouteTypes<R extends TableRoute> extends RouteGenericInterface {
  Body: PartOf<R, 'body'>;
  Querystring: PartOf<R, 'query'>;
  Params: PartOf<R, 'params'>;
}

export type RouteRequest<R extends TableRoute> = FastifyRequest<RouteTypes<R>>;

/** File answers are sent on the reply; every other answer is the envelope of the route's data. */
export type RouteAnswer<R extends TableRoute> =
  DataOf<R> extends Blob ? FastifyReply : ApiEnvelope<DataOf<R>>;

export interface RouteDefinition<R extends TableRoute> {
  /** Below the app's level for calls a load balancer makes every few seconds. */
  logLevel?: LogLevel;
  /**
   * A `holderOnly` call whose handler reads the order and checks the holder rule on that row
   * (assertMayWorkOrder) before it answers, instead of the guard reading the order first:
   * the order page's one read serves both, a round trip fewer. The access-control suite
   * calls every holderOnly route as a member the order is not held by, so either path is
   * checked.
   */
  checksHolderOnItsRead?: true;
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<RouteAnswer<R>>;
}

/**
 * Registers a call of the shared route table: method, path (under /api), access and the
 * schemas it is validated and serialized by all come from its one entry, so server and
 * clients cannot drift apart. The auth guard reads `config.access`; a `holderOnly` call gets
 * the order holder guard (security/orderHolder) unless its handler checks the rule itself.
 */
export function defineRoute<R extends TableRoute>(
  app: FastifyInstance,
  route: R,
  definition: RouteDefinition<R>,
): void {
  app.route<RouteTypes<R>>({
    method: route.method,
    url: `${API_BASE}${route.path}`,
    schema: route.schemas,
    config: { access: route.access },
    ...(route.holderOnly &&
      !definition.checksHolderOnItsRead && { preValidation: orderHolderGuard(app) }),
    ...(definition.logLevel && { logLevel: definition.logLevel }),
    handler: definition.handler,
  });
}
