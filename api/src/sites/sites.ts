import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The portal answers on two origins (docs/security.md, "Two origins"): the staff site,
 * where the staff token lives in local storage, and the customer site, where the customer
 * pages run the third-party translation widget. Browsers keep local storage per origin, so
 * no script of a customer page can read a staff token.
 */
export type Site = 'staff' | 'customer';

const customerRequests = new WeakSet<IncomingMessage>();
const customerPorts = new WeakMap<FastifyInstance, number>();

/** The site a request came in on: the listener it reached, never a header the client wrote. */
export function siteOf(request: FastifyRequest): Site {
  return customerRequests.has(request.raw) ? 'customer' : 'staff';
}

/**
 * Opens the customer site's listener: a second HTTP server handing its requests to the
 * same app, so both sites share one database, one set of routes and one process. Closing
 * the app drains and closes it too (lifecycle/lifecycle).
 */
export async function listenCustomerSite(
  app: FastifyInstance,
  options: { port: number; host: string },
): Promise<Server> {
  // Slow clients are cut off here as on the staff site (docs/security.md, "Slow clients"):
  // the same limits, checked every second, and the same envelope for what Node refuses.
  const server = createServer({ connectionsCheckingInterval: 1000 }, (request, response) => {
    customerRequests.add(request);
    app.server.emit('request', request, response);
  });
  for (const setting of [
    'headersTimeout',
    'requestTimeout',
    'keepAliveTimeout',
    'timeout',
  ] as const) {
    server[setting] = app.server[setting];
  }
  for (const listener of app.server.listeners('clientError')) {
    server.on('clientError', listener as (error: Error, socket: Duplex) => void);
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  customerPorts.set(app, boundPort(server));
  app.lifecycle.addListener(server);
  return server;
}

/** The port a listener is bound to (a random one when it was asked for port 0). */
export function boundPort(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The server is not listening');
  return address.port;
}

/**
 * Where the staff site sends a customer link: CUSTOMER_ORIGIN when set (the public
 * address behind a proxy), else the host the request named, on the customer site's port.
 */
export function customerOriginFor(
  request: FastifyRequest,
  config: { customerOrigin: string | null; customerPort: number },
): string {
  if (config.customerOrigin) return config.customerOrigin;
  const port = customerPorts.get(request.server) ?? config.customerPort;
  const host = request.hostname.includes(':') ? `[${request.hostname}]` : request.hostname;
  return `${request.protocol}://${host}:${port}`;
}
