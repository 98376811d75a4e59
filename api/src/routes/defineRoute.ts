import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  RouteGenericInterface,
} from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { API_BASE, type ApiRoute, type DataOf } from '@portal/shared/api/apiRoutes';
import type { ApiEnvelope } from '@portal/shared/api/envelope';

/** The input schemas of a route; every part a route reads must have one. */
export interface RouteSchemas {
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
}

type StaticOf<T> = T extends TSchema ? Static<T> : undefined;

export interface RouteTypes<S extends RouteSchemas> extends RouteGenericInterface {
  Body: StaticOf<S['body']>;
  Querystring: StaticOf<S['querystring']>;
  Params: StaticOf<S['params']>;
}

export type RouteRequest<S extends RouteSchemas> = FastifyRequest<RouteTypes<S>>;

/** File answers are sent on the reply; every other answer is the envelope of the route's data. */
export type RouteAnswer<R extends ApiRoute> =
  DataOf<R> extends Blob ? FastifyReply : ApiEnvelope<DataOf<R>>;

export interface RouteDefinition<R extends ApiRoute, S extends RouteSchemas> {
  schema: S;
  /** Below the app's level for calls a load balancer makes every few seconds. */
  logLevel?: LogLevel;
  handler: (request: RouteRequest<S>, reply: FastifyReply) => Promise<RouteAnswer<R>>;
}

/**
 * Registers a call of the shared route table: method, path (under /api) and access come
 * from the table, so server and clients cannot drift apart. The auth guard reads
 * `config.access`.
 */
export function defineRoute<R extends ApiRoute, S extends RouteSchemas>(
  app: FastifyInstance,
  route: R,
  definition: RouteDefinition<R, S>,
): void {
  app.route<RouteTypes<S>>({
    method: route.method,
    url: `${API_BASE}${route.path}`,
    schema: definition.schema,
    config: { access: route.access },
    ...(definition.logLevel && { logLevel: definition.logLevel }),
    handler: definition.handler,
  });
}
