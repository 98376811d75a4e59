import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@portal/shared/api/apiRoutes';
import { logStorageError, outsideFault, RETRY_AFTER_SECONDS } from '../db/storageErrors';
import { ApiError } from '../lib/apiError';
import { failure } from '../lib/envelope';
import { REQUEST_ID_HEADER } from '../lib/requestContext';
import { validationMessage, type ValidationIssue } from '../lib/validationMessage';
import { SECURITY_HEADERS } from './securityHeaders';

const MESSAGE_SERVER_ERROR = 'Something went wrong on our side. Please try again.';

/** Clearer words for Fastify's own 4xx errors than its technical messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but was sent as JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
};

/**
 * Every failure becomes the envelope `{status: 0, message, requestId}`
 * (docs/product.md#messages): schema errors a 400 naming the field, ApiErrors their own status, an unknown /api call a 404. A
 * fault outside the process (disk full, database or document storage gone) is logged as what
 * it is and answered 503. Unexpected errors are logged and answered with a plain 500, never
 * with their stack. Every 503 carries Retry-After.
 */
function errorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler(async (thrown: FastifyError, request, reply) => {
    const error = (await sessionFailure(request)) ?? thrown;
    if (error.validation) {
      const [issue] = error.validation as ValidationIssue[];
      const message = issue ? validationMessage(issue, error.validationContext) : error.message;
      return sendFailure(reply, 400, message);
    }
    if (error instanceof ApiError) return sendFailure(reply, error.statusCode, error.message);
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return sendFailure(reply, statusCode, FASTIFY_CLIENT_ERRORS[error.code] ?? error.message);
    }
    const fault = outsideFault(error);
    if (fault) {
      logStorageError(request.log, error, `in ${request.method} ${request.url.split('?')[0]}`);
      return sendFailure(reply, 503, fault.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, 500, MESSAGE_SERVER_ERROR);
  });

  // A 404 handler of its own for the API prefix: the front ends handle every other path.
  void app.register(
    async (api) => {
      api.setNotFoundHandler(replyApiNotFound);
    },
    { prefix: API_BASE },
  );
}

/**
 * Why the session of a request that started on its token's word (authGuard,
 * `confirmsMemberLater`) fails, once its row has been read: that failure is the answer, not
 * what its handler or a hook met meanwhile, so a session the row no longer accepts learns
 * nothing about the order it asked for.
 */
async function sessionFailure(request: FastifyRequest): Promise<FastifyError | undefined> {
  return request.memberConfirmation?.then(
    () => undefined,
    (failure: FastifyError) => failure,
  );
}

/** The 404 of an unknown API call; also used by routes that catch every path, like static files. */
export function isApiPath(urlPath: string): boolean {
  return urlPath === API_BASE || urlPath.startsWith(`${API_BASE}/`);
}

export function replyApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return sendFailure(reply, 404, `There is no API call ${request.method} ${path}.`);
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (e.g. `%D8%00`) fails before routing,
 * outside the error handler and its hooks, and would otherwise answer Fastify's own body.
 */
export function replyFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  reply.headers(SECURITY_HEADERS);
  const statusCode = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'The address of the request is not valid.' : error.message;
  return sendFailure(reply, statusCode >= 500 ? 400 : statusCode, message);
}

/** What Node refuses before Fastify sees a request, in the portal's words. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};
const MALFORMED_REQUEST = { status: 400, message: 'The request is not valid HTTP.' };

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (headers too large, too
 * slow, not HTTP) is answered on the raw socket, in the `{status: 0, message}` envelope too.
 */
export function replyClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED_REQUEST;
  const body = JSON.stringify(failure(message));
  // The security headers every answer carries (docs/security.md): no request was read, so
  // no Strict-Transport-Security, which needs to know the request came over TLS.
  const headers = {
    'Content-Length': String(Buffer.byteLength(body)),
    'Content-Type': 'application/json; charset=utf-8',
    Connection: 'close',
    ...SECURITY_HEADERS,
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}

function sendFailure(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  if (statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply
    .code(statusCode)
    .header(REQUEST_ID_HEADER, reply.request.id)
    .type('application/json')
    .send(failure(message, reply.request.id));
}

export default fp(errorEnvelope, { name: 'error-envelope' });
