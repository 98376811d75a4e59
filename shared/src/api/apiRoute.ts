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

export interface ApiRoute<TRequest extends RequestParts = RequestParts, TData = unknown> {
  method: HttpMethod;
  path: string;
  access: Access;
  /** Phantom: never set, carries the request and answer types. */
  readonly __types?: { request: TRequest; data: TData };
}

export function route<TRequest extends RequestParts, TData>(
  method: HttpMethod,
  path: string,
  access: Access,
): ApiRoute<TRequest, TData> {
  return { method, path, access };
}

export type RequestOf<R> = R extends ApiRoute<infer TRequest, unknown> ? TRequest : never;
export type DataOf<R> = R extends ApiRoute<RequestParts, infer TData> ? TData : never;

/** Base path of every call. */
export const API_BASE = '/api';
