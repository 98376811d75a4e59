import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER, runForRequest } from '../lib/requestContext';

/**
 * One id per request across every hop (docs/deployment.md#following-one-request): Fastify
 * takes it from nginx's X-Request-Id (`genReqId`) and names it on every log line of the
 * request; here it goes back on every answer, and the handler runs with it as the current
 * request, so the audit entries and mail log lines it causes carry it too.
 */
async function requestId(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // The last step before the handler: the body has been read (which leaves the request's
  // async context), and the handler and everything it awaits run inside this one.
  app.addHook('preHandler', (request, _reply, done) => {
    runForRequest(request, done);
  });
}

export default fp(requestId, { name: 'request-id' });
