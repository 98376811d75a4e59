import { createServer, type IncomingMessage, type Server } from 'node:http';
import { isIP } from 'node:net';
import { hostname as machineName, networkInterfaces } from 'node:os';
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
 * Where the staff site sends a customer link: CUSTOMER_ORIGIN when set (the public address
 * behind a proxy); else the host the request named, on the customer site's port, but only
 * when that host names this machine. The Host header is the client's word: a link built from
 * any other would send staff wherever a crafted request likes (docs/decisions.md, "Customer
 * links never trust the Host header"). Null: no safe origin, the page answers 400.
 */
export function customerOriginFor(
  request: FastifyRequest,
  config: { customerOrigin: string | null; customerPort: number },
): string | null {
  if (config.customerOrigin) return config.customerOrigin;
  const name = request.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (!namesThisMachine(name)) return null;
  const port = customerPorts.get(request.server) ?? config.customerPort;
  const host = name.includes(':') ? `[${name}]` : name;
  return `${request.protocol}://${host}:${port}`;
}

/** A loopback name or address, one of this machine's own addresses, or its host name. */
function namesThisMachine(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === machineName().toLowerCase()) return true;
  if (isIP(name) === 0) return false;
  if (name.startsWith('127.') || name === '::1') return true;
  return Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.address.toLowerCase() === name),
  );
}
