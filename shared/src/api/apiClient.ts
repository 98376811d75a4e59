import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import {
  API_BASE,
  type ApiRoute,
  type DataOf,
  type RequestOf,
  type RequestParts,
} from './apiRoute';
import { fillPath } from '../util/fillPath';
import { STATUS_FAILURE, type ApiEnvelope } from './envelope';

export const NETWORK_ERROR_MESSAGE =
  'Cannot reach the server. Check your connection and try again.';

type UnauthorizedHandler = (message: string) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The shell registers what a 401 does: toast the message, clear the session, go to '/'. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

// axios sets the JSON or multipart content type itself when a call has a body; a call
// without one must not claim JSON (the server refuses an empty JSON body).
export const http: AxiosInstance = axios.create({ baseURL: `${API_BASE}/` });

/** Points the client at another API origin (a remote served standalone by its squad). */
export function setApiOrigin(origin: string): void {
  http.defaults.baseURL = `${origin.replace(/\/$/, '')}${API_BASE}/`;
}

async function errorBody(
  error: unknown,
): Promise<{ httpStatus?: number; body: ApiEnvelope<never> }> {
  if (!(error instanceof AxiosError) || !error.response) {
    return { body: { status: STATUS_FAILURE, message: NETWORK_ERROR_MESSAGE } };
  }
  let data: unknown = error.response.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      data = JSON.parse(await data.text());
    } catch {
      data = null;
    }
  }
  const body = data as Partial<ApiEnvelope<never>> | null;
  const message =
    body && typeof body.message === 'string'
      ? body.message
      : `Request failed (${error.response.status})`;
  return {
    httpStatus: error.response.status,
    body: { status: typeof body?.status === 'number' ? body.status : STATUS_FAILURE, message },
  };
}

function toAxiosConfig(route: ApiRoute, parts: RequestParts) {
  return {
    method: route.method,
    url: fillPath(route.path, parts.params).replace(/^\//, ''),
    params: parts.query,
    data: parts.body,
  };
}

async function send<T>(
  route: ApiRoute,
  parts: RequestParts,
  responseType: 'json' | 'blob',
): Promise<{ ok: true; response: AxiosResponse<T> } | { ok: false; body: ApiEnvelope<never> }> {
  try {
    const response = await http.request<T>({ ...toAxiosConfig(route, parts), responseType });
    return { ok: true, response };
  } catch (error) {
    const { httpStatus, body } = await errorBody(error);
    if (httpStatus === 401 && route.access !== 'public') onUnauthorized(body.message);
    return { ok: false, body };
  }
}

/**
 * Calls one route of the table. Failed calls resolve to the server's error body
 * (docs/product.md#messages): callers read `status` and `message`, nothing is thrown.
 */
export async function callApi<R extends ApiRoute>(
  route: R,
  parts: RequestOf<R> = {} as RequestOf<R>,
): Promise<ApiEnvelope<DataOf<R>>> {
  const result = await send<ApiEnvelope<DataOf<R>>>(route, parts, 'json');
  return result.ok ? result.response.data : result.body;
}

/** Calls a route that answers a file (PDF, document); failures resolve to the error body. */
export async function callApiForFile<R extends ApiRoute>(
  route: R,
  parts: RequestOf<R>,
): Promise<
  { ok: true; file: Blob; fileName: string | null } | { ok: false; error: ApiEnvelope<never> }
> {
  const result = await send<Blob>(route, parts, 'blob');
  if (!result.ok) return { ok: false, error: result.body };
  const disposition = String(result.response.headers['content-disposition'] ?? '');
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { ok: true, file: result.response.data, fileName };
}
