import type {
  AxiosError,
  AxiosInstance,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios' with { 'resolution-mode': 'import' };
import {
  API_BASE,
  type ApiRoute,
  type DataOf,
  type RequestOf,
  type RequestParts,
} from '@portal/shared/api/apiRoute';
import { fillPath } from '@portal/shared/util/fillPath';
import { loadOnce } from '../util/loadOnce';
import {
  isSuccess,
  NETWORK_ERROR_MESSAGE,
  STATUS_FAILURE,
  type ApiEnvelope,
} from '@portal/shared/api/envelope';
import { failureOfStatus, type ApiAnswer, type CallFailure } from './failure';

export type { ApiAnswer, CallFailure, FailureKind } from './failure';
export { NETWORK_ERROR_MESSAGE } from '@portal/shared/api/envelope';

/** A failed call: the server's envelope (or the client's own message) and why it failed. */
export type ApiFailure = ApiEnvelope<never> & { failure: CallFailure };

type UnauthorizedHandler = (message: string) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The answer's header naming the request in the server's logs (docs/deployment.md). */
const REQUEST_ID_HEADER = 'x-request-id';

/** The shell registers what a 401 does: toast the message, clear the session, go to '/'. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

let baseUrl = `${API_BASE}/`;

/** Where every call goes: `/api/` on the page's origin unless setApiOrigin moved it. */
export function apiBaseUrl(): string {
  return baseUrl;
}

type RequestStep = (config: InternalAxiosRequestConfig) => InternalAxiosRequestConfig;
const requestSteps: RequestStep[] = [];
let client: AxiosInstance | null = null;

/**
 * The HTTP client, axios, is downloaded with the first call (or an early loadHttpClient),
 * not with the page: a customer page opens without it (docs/decisions.md, "Customer page
 * script budget"). A failed download is tried again by the next call.
 */
export const loadHttpClient: () => Promise<AxiosInstance> = loadOnce(async () => {
  const { default: axios } = await import('axios');
  // axios sets the JSON or multipart content type itself when a call has a body; a call
  // without one must not claim JSON (the server refuses an empty JSON body). No XSRF header:
  // the session is a token in a header, not a cookie, and looking for the cookie would hold
  // every call until the browser's cookie store answers, behind whatever the page is drawing.
  const http = axios.create({ baseURL: baseUrl, withXSRFToken: false });
  for (const step of requestSteps) http.interceptors.request.use(step);
  client = http;
  return http;
});

/** Points the client at another API origin (a remote served standalone by its squad). */
export function setApiOrigin(origin: string): void {
  baseUrl = `${origin.replace(/\/$/, '')}${API_BASE}/`;
  if (client) client.defaults.baseURL = baseUrl;
}

/** Every request from now on passes through `step` first (the staff token, say). */
export function addRequestStep(step: RequestStep): void {
  requestSteps.push(step);
  client?.interceptors.request.use(step);
}

function unreachable(): ApiFailure {
  return { status: STATUS_FAILURE, message: NETWORK_ERROR_MESSAGE, failure: failureOfStatus(null) };
}

/** The answer a failed call got, or none when no answer came (axios marks its own errors). */
function responseOf(error: unknown): AxiosResponse | undefined {
  const failed = error as Partial<AxiosError> | null;
  return failed?.isAxiosError === true ? failed.response : undefined;
}

async function failedAnswer(error: unknown): Promise<ApiFailure> {
  const response = responseOf(error);
  if (!response) return unreachable();
  const httpStatus = response.status;
  let data: unknown = response.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      data = JSON.parse(await data.text());
    } catch {
      data = null;
    }
  }
  const body = data as Partial<ApiEnvelope<never>> | null;
  const failure = failureOfStatus(httpStatus);
  const message =
    body && typeof body.message === 'string' ? body.message : `Request failed (${httpStatus})`;
  // The request's id in the server's logs (nginx's own error pages send it as a header).
  const requestId = stringOr(body?.requestId) ?? stringOr(response.headers[REQUEST_ID_HEADER]);
  return {
    status: typeof body?.status === 'number' ? body.status : STATUS_FAILURE,
    // A fault on the server's side: the message names the request for the support team.
    message: requestId && failure.kind === 'server' ? `${message} (Ref: ${requestId})` : message,
    ...(requestId && { requestId }),
    failure,
  };
}

function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
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
): Promise<{ ok: true; response: AxiosResponse<T> } | { ok: false; failed: ApiFailure }> {
  let http: AxiosInstance;
  try {
    http = await loadHttpClient();
  } catch {
    // The client itself could not be downloaded: to the caller, the server is unreachable.
    return { ok: false, failed: unreachable() };
  }
  try {
    const response = await http.request<T>({ ...toAxiosConfig(route, parts), responseType });
    return { ok: true, response };
  } catch (error) {
    const failed = await failedAnswer(error);
    if (failed.failure.kind === 'unauthorized' && route.access !== 'public') {
      onUnauthorized(failed.message);
    }
    return { ok: false, failed };
  }
}

/**
 * Calls one route of the table. Failed calls resolve to the server's error body
 * (docs/product.md#messages): callers read `status` and `message`, nothing is thrown;
 * `failure` says why (its HTTP status and kind).
 */
export async function callApi<R extends ApiRoute>(
  route: R,
  parts: RequestOf<R> = {} as RequestOf<R>,
): Promise<ApiAnswer<DataOf<R>>> {
  const result = await send<ApiEnvelope<DataOf<R>>>(route, parts, 'json');
  if (!result.ok) return result.failed;
  const answer = result.response.data;
  // An answer that is not a success, whatever its HTTP status, was refused by the server.
  return isSuccess(answer)
    ? answer
    : { ...answer, failure: { httpStatus: result.response.status, kind: 'rejected' } };
}

/** Calls a route that answers a file (PDF, document); failures resolve to the error body. */
export async function callApiForFile<R extends ApiRoute>(
  route: R,
  parts: RequestOf<R>,
): Promise<
  { ok: true; file: Blob; fileName: string | null } | { ok: false; error: ApiAnswer<never> }
> {
  const result = await send<Blob>(route, parts, 'blob');
  if (!result.ok) return { ok: false, error: result.failed };
  const disposition = String(result.response.headers['content-disposition'] ?? '');
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { ok: true, file: result.response.data, fileName };
}
