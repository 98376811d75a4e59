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
import { memberAsTokenSays, signedInStaff } from '../plugins/authGuard';
import { assertMayWorkOrder, orderHolderGuard, type HeldOrder } from '../security/orderHolder';

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
   * For a `holderOnly` GET: the order its answer is about. The holder rule is checked on it
   * before the answer leaves, instead of by the guard reading the order first, so the
   * handler's one read serves both (the order page's details: a round trip fewer). Only a
   * call that changes nothing may be checked after its handler has run.
   */
  holderOf?: (data: DataOf<R>) => HeldOrder;
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<RouteAnswer<R>>;
}

/**
 * Registers a call of the shared route table: method, path (under /api), access and the
 * schemas it is validated and serialized by all come from its one entry, so server and
 * clients cannot drift apart. The auth guard reads `config.access`; a `holderOnly` call gets
 * the order holder rule (security/orderHolder): by the guard before validation, or on the
 * order its answer names (`holderOf`).
 */
export function defineRoute<R extends TableRoute>(
  app: FastifyInstance,
  route: R,
  definition: RouteDefinition<R>,
): void {
  const handler = definition.holderOf
    ? holderCheckedAnswer(route, definition.handler, definition.holderOf)
    : definition.handler;
  const confirmsMemberLater = answersEnvelopeOnly(route);
  app.route<RouteTypes<R>>({
    method: route.method,
    url: `${API_BASE}${route.path}`,
    schema: route.schemas,
    config: { access: route.access, ...(confirmsMemberLater && { confirmsMemberLater }) },
    ...(route.holderOnly && !definition.holderOf && { preValidation: orderHolderGuard(app) }),
    ...(definition.logLevel && { logLevel: definition.logLevel }),
    handler: confirmsMemberLater ? answerOnceMemberConfirmed(handler) : handler,
  });
}

/**
 * A staff GET answered with an envelope: it changes nothing and its answer is held until it
 * is sent, so it may start before its member's row is read (authGuard, `confirmsMemberLater`).
 * A file or an event stream is written on the reply as it goes, so it waits for the row.
 */
function answersEnvelopeOnly(route: TableRoute): boolean {
  return route.method === 'GET' && route.access !== 'public' && !!route.schemas.response;
}

/**
 * The handler, its answer (or failure) held until the member's row confirms the session.
 * Should the row name them otherwise than their token (a new name, which keeps the session:
 * My Orders and the holder rule go by name), the answer is made again for the member as the
 * row has them.
 */
function answerOnceMemberConfirmed<R extends TableRoute>(
  handler: RouteDefinition<R>['handler'],
): RouteDefinition<R>['handler'] {
  return async (request, reply) => {
    // Settled, not awaited: a refusal made on the token's word is no answer either.
    const [outcome] = await Promise.allSettled([handler(request, reply)]);
    if (!(await memberAsTokenSays(request))) return handler(request, reply);
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  };
}

/** The handler, its answer refused with 403 when it names an order another member holds. */
function holderCheckedAnswer<R extends TableRoute>(
  route: R,
  handler: RouteDefinition<R>['handler'],
  holderOf: (data: DataOf<R>) => HeldOrder,
): RouteDefinition<R>['handler'] {
  if (!route.holderOnly || route.method !== 'GET') {
    throw new Error(`${route.method} ${route.path}: holderOf is for a holderOnly GET alone.`);
  }
  return async (request, reply) => {
    const answer = await handler(request, reply);
    const { data } = answer as ApiEnvelope<DataOf<R>>;
    // No order to check must not mean no check: refuse rather than answer unchecked.
    if (data === undefined) throw new Error(`${route.path} answered no order to check.`);
    assertMayWorkOrder(signedInStaff(request), holderOf(data));
    return answer;
  };
}
