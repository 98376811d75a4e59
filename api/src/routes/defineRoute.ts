import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  RouteGenericInterface,
} from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { API_BASE, type ApiRoute, type DataOf, type RequestOf } from '@portal/shared/api/apiRoutes';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import { orderHolderGuard } from '../security/orderHolder';

/**
 * The input schemas of a route (every part a route reads must have one), and the schema
 * its success answers are serialized by (shared/src/schemas/envelopeSchemas): required for
 * every JSON answer (BoundResponse).
 */
export interface RouteSchemas {
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  response?: { 200: TSchema };
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

/** True when A and B are the same type (each assignable to the other, no widening). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * True only when A and B are identical: unlike Same, an optional field one of them lacks
 * counts too, as a serializer would drop it.
 */
type Identical<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * A request part as both sides see it: none, or an empty object, is no part at all; an
 * optional field is the same whether or not its type also names `undefined` (TypeBox's
 * optional fields do, the contract's need not).
 */
type Part<T> = [T] extends [undefined] ? undefined : keyof T extends never ? undefined : Loose<T>;
type Loose<T> = T extends readonly unknown[]
  ? { [I in keyof T]: Loose<T[I]> }
  : T extends object
    ? { [K in keyof T]: Loose<Exclude<T[K], undefined>> }
    : T;

/** The contract's part of a request (params, query or body), or undefined when it has none. */
type ContractPart<R extends ApiRoute, K extends string> = Part<RawContractPart<R, K>>;
type RawContractPart<R extends ApiRoute, K extends string> = K extends keyof RequestOf<R>
  ? NonNullable<RequestOf<R>[K]>
  : undefined;

/** Same, for the route's schema of that part. */
type SchemaPart<S extends RouteSchemas, K extends keyof RouteSchemas> = Part<StaticOf<S[K]>>;

/** The data its response schema writes, or undefined when the route has none. */
type ResponseData<S extends RouteSchemas> = S['response'] extends { 200: infer T extends TSchema }
  ? Static<T> extends { data: infer D }
    ? D
    : undefined
  : undefined;

/**
 * File answers (a PDF, a download: Blob in the contract) and the server-sent event stream
 * (`never`: no envelope ever) are written on the reply itself, so they have no response
 * schema; every other answer is JSON and must have one.
 */
type WrittenOnReply<R extends ApiRoute> = [DataOf<R>] extends [never]
  ? true
  : [DataOf<R>] extends [Blob]
    ? true
    : false;

/**
 * A JSON answer's response schema must write exactly the data the contract answers: a field
 * it lacks would be dropped silently by the serializer, so any difference, or no response
 * schema at all, is a compile error here.
 */
type BoundResponse<R extends ApiRoute, S extends RouteSchemas> =
  WrittenOnReply<R> extends true
    ? [ResponseData<S>] extends [undefined]
      ? true
      : false
    : [ResponseData<S>] extends [undefined]
      ? false
      : Identical<ResponseData<S>, DataOf<R>>;

/**
 * A route's schemas must accept exactly what the shared contract says the client sends:
 * a field renamed, retyped, added or dropped on either side is a compile error here.
 */
type BoundSchemas<R extends ApiRoute, S extends RouteSchemas> =
  BoundResponse<R, S> extends false
    ? {
        response: WrittenOnReply<R> extends true
          ? 'none: this route writes its answer on the reply'
          : 'the schema of the contract answer of this route';
      }
    : BoundRequest<R, S>;

type BoundRequest<R extends ApiRoute, S extends RouteSchemas> =
  // A multipart body (FormData) is read field by field, not by a body schema.
  (
    RawContractPart<R, 'body'> extends FormData
      ? true
      : Same<SchemaPart<S, 'body'>, ContractPart<R, 'body'>>
  ) extends true
    ? Same<SchemaPart<S, 'params'>, ContractPart<R, 'params'>> extends true
      ? Same<SchemaPart<S, 'querystring'>, ContractPart<R, 'query'>> extends true
        ? S
        : { querystring: 'does not match the contract query of this route' }
      : { params: 'does not match the contract params of this route' }
    : { body: 'does not match the contract body of this route' };

export interface RouteDefinition<R extends ApiRoute, S extends RouteSchemas> {
  schema: S & BoundSchemas<R, S>;
  /** Below the app's level for calls a load balancer makes every few seconds. */
  logLevel?: LogLevel;
  handler: (request: RouteRequest<S>, reply: FastifyReply) => Promise<RouteAnswer<R>>;
}

/**
 * Registers a call of the shared route table: method, path (under /api) and access come
 * from the table, so server and clients cannot drift apart. The auth guard reads
 * `config.access`; a `holderOnly` call gets the order holder guard (security/orderHolder).
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
    ...(route.holderOnly && { preValidation: orderHolderGuard(app) }),
    ...(definition.logLevel && { logLevel: definition.logLevel }),
    handler: definition.handler,
  });
}
