import type { QueryKey } from '@tanstack/react-query';
import type { ApiRoute, DataOf, RequestOf } from '@portal/shared/api/apiRoute';
import { callApi } from '../api/apiClient';
import { failureOf, type ApiAnswer, type CallFailure } from '../api/failure';
import { queryClient } from './queryClient';

/** What a load is told: whether it is still wanted, and where to send a first part. */
export interface LoadRequest<T> {
  isCurrent(): boolean;
  /** The data so far of an answer that arrives in parts ('All' rows of a queue). */
  progress(partial: T): void;
}

/**
 * One read of the cache: its key and how to load it. Keys start with the route's method and
 * path (routeKey), so everything read through one route can be found, and invalidated, by it.
 */
export interface ApiQuery<T> {
  queryKey: QueryKey;
  load(request: LoadRequest<T>): Promise<ApiAnswer<T>>;
  /** How long an answer counts as fresh (a page asked for ahead of its screen); default 0. */
  staleTime?: number;
}

/** The cache key of a route's call: the route as the table declares it, then the request. */
export function routeKey<R extends ApiRoute>(route: R, request?: RequestOf<R>): QueryKey {
  return request === undefined ? [route.method, route.path] : [route.method, route.path, request];
}

/** A route of the table read as it answers: the key and the call come from its entry. */
export function routeQuery<R extends ApiRoute>(
  route: R,
  request: RequestOf<R> = {} as RequestOf<R>,
): ApiQuery<DataOf<R>> {
  return { queryKey: routeKey(route, request), load: () => callApi(route, request) };
}

/** A call that did not succeed, as the cache holds it: the server's message and why. */
export class FailedCall extends Error {
  constructor(
    message: string,
    readonly failure: CallFailure,
    readonly answer: ApiAnswer<never>,
  ) {
    super(message);
    this.name = 'FailedCall';
  }
}

/** The answer's data; a failure is thrown as FailedCall, which the cache keeps as the error. */
export function dataOrThrow<T>(answer: ApiAnswer<T>): T {
  const failure = failureOf(answer);
  if (failure === null) return answer.data as T;
  throw new FailedCall(answer.message, failure, answer as ApiAnswer<never>);
}

/** The failed answer a thrown error stands for; an error of the code itself is rethrown. */
export function answerOfError(error: unknown): ApiAnswer<never> {
  if (error instanceof FailedCall) return error.answer;
  throw error;
}

// The data of a load still arriving ('All' rows so far), told apart from a finished answer.
const partialData = new WeakSet<object>();

export function isPartial(data: unknown): boolean {
  return typeof data === 'object' && data !== null && partialData.has(data);
}

/** The query's options for the cache: its key, and a load whose parts show as they come. */
export function queryOptionsOf<T>(query: ApiQuery<T>) {
  return {
    queryKey: query.queryKey,
    staleTime: query.staleTime ?? 0,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<T> => {
      const answer = await query.load({
        isCurrent: () => !signal.aborted,
        progress: (partial) => {
          if (signal.aborted) return;
          if (typeof partial === 'object' && partial !== null) partialData.add(partial);
          queryClient.setQueryData(query.queryKey, partial);
        },
      });
      return dataOrThrow(answer);
    },
  };
}

/** Reads a query through the cache now, before its screen asks (a fresh answer is reused). */
export function prefetch<T>(query: ApiQuery<T>): Promise<void> {
  return queryClient.prefetchQuery(queryOptionsOf(query));
}
