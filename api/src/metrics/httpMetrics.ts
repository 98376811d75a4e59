import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onResponseHookHandler,
} from 'fastify';
import { Gauge, Histogram, type Registry } from 'prom-client';

/** From a quick answer (5 ms) to the defence pack PDF and the slowest list pages (10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The route label of a request no route matched (a 404): one series for all of them. */
const UNMATCHED = '(unmatched)';

type Observe = (seconds: number) => void;

/**
 * Requests per route pattern (Fastify's route url, `/api/orders/:orderId`, never the raw
 * URL: the label stays bounded), method and status class, with their duration
 * (`portal_http_request_duration_seconds`, whose `_count` is the request count), and the
 * requests in flight. Each route's series are bound when the route is registered, so a
 * request looks up nothing: its route's hook picks one of five prepared series by status.
 */
export function instrumentHttp(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  let inFlight = 0;
  new Gauge({
    name: 'portal_http_requests_in_flight',
    help: 'Requests being answered now; open live-update streams count until they end.',
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });
  const finished = () => {
    inFlight -= 1;
  };

  /** The five status-class series of one route, made on first use. */
  const seriesOf = (route: string, method: string): onResponseHookHandler => {
    const byClass: Array<Observe | undefined> = [];
    return (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const statusClass = Math.trunc(reply.statusCode / 100);
      let observe = byClass[statusClass];
      if (!observe) {
        observe = duration.labels(route, method, `${statusClass}xx`).observe;
        byClass[statusClass] = observe;
      }
      observe(reply.elapsedTime / 1000);
      done();
    };
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const hooks = route.onResponse ?? [];
    route.onResponse = [...(Array.isArray(hooks) ? hooks : [hooks]), seriesOf(route.url, methods)];
  });

  // The response's 'close' comes once it is sent or the client went away, streams included.
  app.addHook('onRequest', (request, reply, done) => {
    inFlight += 1;
    reply.raw.on('close', finished);
    done();
  });

  const unmatched = new Map<string, onResponseHookHandler>();
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.is404) return done();
    let hook = unmatched.get(request.method);
    if (!hook) {
      // Methods are few, but a client may send any word: past the usual ones, one series.
      const method = unmatched.size < 10 ? request.method : 'OTHER';
      hook = unmatched.get(method) ?? seriesOf(UNMATCHED, method);
      unmatched.set(method, hook);
    }
    return hook.call(app, request, reply, done);
  });
}
