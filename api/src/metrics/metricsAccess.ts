import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { siteOf } from '../sites/sites';

/** METRICS_ALLOW's default: the loopback, where a Prometheus on the same host scrapes from. */
export const DEFAULT_METRICS_ALLOW: readonly string[] = ['127.0.0.0/8', '::1'];

/** An IP address or a CIDR range (`10.0.0.5`, `10.1.0.0/16`, `fd00::/8`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** The addresses and ranges of METRICS_ALLOW, as one list Node matches quickly. */
export function scraperList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/**
 * Whether a request may read /metrics (docs/deployment.md, "Observing it"): never on the
 * customer site's listener; never through a proxy (a request carrying X-Forwarded-For or
 * Forwarded came through one: the balancer would hand a scrape to any instance, and what it
 * forwards comes from the internet); else when the address the connection really comes
 * from is in METRICS_ALLOW. The socket's address, not request.ip: the proxied requests that
 * TRUST_PROXY is about are refused before, and behind nginx on the loopback every proxied
 * request's socket is 127.0.0.1, which the forwarding header tells apart. A client that
 * writes such a header itself is only refused.
 */
export function mayScrape(request: FastifyRequest, scrapers: BlockList): boolean {
  if (siteOf(request) === 'customer') return false;
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  const address = request.socket.remoteAddress;
  if (!address) return false;
  // A dual-stack listener reports IPv4 clients as ::ffff:a.b.c.d.
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : null;
  return ipv4 && isIP(ipv4) === 4
    ? scrapers.check(ipv4, 'ipv4')
    : scrapers.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
