import type { Static, TSchema } from '@sinclair/typebox';
import type { Role } from '../entities/staff';

/**
 * The one table of every API call: method, path under /api, who may call it, and
 * (as phantom types) its request and answer. The server registers its routes from
 * this table and enforces `access`; the clients call through it. Paths use `:name`
 * for parameters.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * The deploy token (DEPLOY_TOKEN): a squad's pipeline credential, let through only where a
 * route lists it (docs/security.md, "Deploy token").
 */
export const DEPLOY_TOKEN = 'Deploy token';
export type Caller = Role | typeof DEPLOY_TOKEN;
/** 'public': no session needed; 'staff': any signed-in staff member; else the callers listed. */
export type Access = 'public' | 'staff' | readonly Caller[];

export interface RequestParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/**
 * The schemas (TypeBox, JSON Schema) of a call's request parts and of its success answer:
 * the server validates requests and serializes answers by them, and the contract's request
 * and answer types are derived from them.
 */
export interface RouteSchemas {
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  response?: { 200: TSchema };
}

export interface ApiRoute<TRequest extends RequestParts = RequestParts, TData = unknown> {
  method: HttpMethod;
  path: string;
  access: Access;
  /**
   * Declared with the call, read by the server only: browser builds leave them out
   * (webpack/stripRouteSchemas.js), so a page downloads no schema. Typed by DeclaredRoute:
   * unknown here, so any entry is an ApiRoute without its schemas' types being compared.
   */
  schemas?: unknown;
  /**
   * A call on one order (its `orderId` in the path or the body): while the order waits in
   * another member's My Orders only that member may make it (roles/orderRules.ts,
   * mayWorkOrder), whatever `access` lets through.
   */
  holderOnly?: true;
  /** Phantom: never set, carries the request and answer types. */
  readonly __types?: { request: TRequest; data: TData };
}

export type RequestOf<R> = R extends ApiRoute<infer TRequest, unknown> ? TRequest : never;
export type DataOf<R> = R extends ApiRoute<RequestParts, infer TData> ? TData : never;

/**
 * The request of a call whose parts are declared as schemas (shared/src/schemas): each part
 * is the type its schema validates. A query of optional parameters only may be left out.
 */
export type RequestFrom<S> = (S extends { params: infer P extends TSchema }
  ? { params: Static<P> }
  : unknown) &
  (S extends { querystring: infer Q extends TSchema }
    ? object extends Static<Q>
      ? { query?: Static<Q> }
      : { query: Static<Q> }
    : unknown) &
  (S extends { body: infer B extends TSchema } ? { body: Static<B> } : unknown);

/** The data of a call's success answer, as its response schema declares it. */
export type DataFrom<S> = S extends { response: { 200: infer T extends TSchema } }
  ? Static<T> extends { data: infer D }
    ? D
    : never
  : never;

/** A declared request as the route table holds it (RequestFrom always gives request parts). */
type DeclaredRequest<S> = RequestFrom<S> extends infer Q extends RequestParts ? Q : never;

/** A route table entry with its schemas, its request and answer types derived from them. */
export type DeclaredRoute<
  S extends RouteSchemas,
  TRequest extends RequestParts = DeclaredRequest<S>,
  TData = DataFrom<S>,
> = ApiRoute<TRequest, TData> & { schemas: S };

/**
 * A call, declared once: method, path under /api, who may call it, and the schemas of its
 * request parts and answer, from which its types follow.
 */
export function declaredRoute<S extends RouteSchemas>(
  method: HttpMethod,
  path: string,
  access: Access,
  schemas: S,
): DeclaredRoute<S> {
  return { method, path, access, schemas };
}

/** A call answered with a file (a PDF, a document) written on the reply: no response schema. */
export function answersFile<S extends Omit<RouteSchemas, 'response'>>(
  route: DeclaredRoute<S>,
): DeclaredRoute<S, DeclaredRequest<S>, Blob> {
  return route;
}

/** A call answered with server-sent events: never an envelope, so no response schema. */
export function eventStream<S extends Omit<RouteSchemas, 'response'>>(
  route: DeclaredRoute<S>,
): DeclaredRoute<S, DeclaredRequest<S>, never> {
  return route;
}

/** A call whose body is multipart form data, read field by field by its route: no body schema. */
export function multipartBody<S extends Omit<RouteSchemas, 'body'>>(
  route: DeclaredRoute<S>,
): DeclaredRoute<S, { body: FormData }> {
  // Only the phantom request type changes: every field of the entry is kept.
  return route as unknown as DeclaredRoute<S, { body: FormData }>;
}

/** `route` as a call of one order's page: its holder's only while someone holds the order. */
export function orderPageCall<R extends ApiRoute>(route: R): R & { holderOnly: true } {
  return { ...route, holderOnly: true };
}

/** Base path of every call. */
export const API_BASE = '/api';
