import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TRANSLATION_WIDGET } from '@portal/shared/customer/translationWidget';
import { siteOf, type Site } from '../sites/sites';

/**
 * Browser security headers on every answer, API, file, page or error alike
 * (docs/security.md, "Browser security headers"): no site may frame the portal, no
 * address leaks to other sites, nothing is sniffed, and HTTPS is pinned once it is used.
 * A page's own Content-Security-Policy is set by the page route (`pagePolicy`); every
 * other answer gets one that allows nothing.
 */
export interface SecurityHeadersOptions {
  /** Strict-Transport-Security max-age for answers to HTTPS requests; 0 sends none. */
  hstsMaxAgeSeconds: number;
}

/** Every answer's headers; `content-security-policy` is the one of anything but a page. */
export const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
} as const;

/**
 * The staff site's answers are kept out of search engines: the back office is nobody's
 * search result, and its login page listed would only point attackers at it
 * (docs/decisions.md, "The staff site is not indexed"). The customer site is public.
 */
const STAFF_ONLY_HEADERS = { 'x-robots-tag': 'noindex, nofollow' } as const;

/**
 * The security headers of an answer to `request`: SECURITY_HEADERS, the staff site's
 * STAFF_ONLY_HEADERS, and Strict-Transport-Security only over TLS (the proxy's
 * X-Forwarded-Proto counts when TRUST_PROXY is set): browsers ignore it over plain HTTP, and
 * `npm start` serves plain HTTP. Answers written on the raw response (the live-update stream)
 * take them from here too.
 */
export function securityHeadersFor(
  request: FastifyRequest,
  hstsMaxAgeSeconds: number,
): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    ...(siteOf(request) === 'staff' && STAFF_ONLY_HEADERS),
    ...(hstsMaxAgeSeconds > 0 &&
      request.protocol === 'https' && {
        'strict-transport-security': `max-age=${hstsMaxAgeSeconds}`,
      }),
  };
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  app.addHook('onSend', async (request, reply, payload) => {
    // A page route sets its own policy first; everything else gets the one allowing nothing.
    // Only missing ones are set: setting a header again would add a second Set-Cookie.
    for (const [name, value] of Object.entries(
      securityHeadersFor(request, options.hstsMaxAgeSeconds),
    )) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}

/**
 * The Content-Security-Policy of a page. Staff pages run only the portal's own scripts
 * (and those of remotes hosted elsewhere through REMOTES_MANIFEST); customer pages also
 * the translation widget, from exactly its origins. No inline script anywhere; inline
 * styles stay allowed because the front ends inject their CSS as style elements.
 */
export function pagePolicy(site: Site, remoteOrigins: readonly string[]): string {
  const widget = site === 'customer';
  const sources = (...lists: ReadonlyArray<readonly string[]>) =>
    ["'self'", ...new Set(lists.flat())].join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src ${sources(remoteOrigins, widget ? TRANSLATION_WIDGET.scriptOrigins : [])}`,
    `style-src ${sources(["'unsafe-inline'"], widget ? TRANSLATION_WIDGET.styleOrigins : [])}`,
    `img-src ${sources(['data:', 'blob:'], widget ? TRANSLATION_WIDGET.imageOrigins : [])}`,
    `font-src ${sources(widget ? TRANSLATION_WIDGET.fontOrigins : [])}`,
    // blob: the documents a page made itself (a defence pack opened in a new tab).
    `connect-src ${sources(['blob:'], remoteOrigins, widget ? TRANSLATION_WIDGET.connectOrigins : [])}`,
    `frame-src ${widget ? sources(TRANSLATION_WIDGET.frameOrigins) : "'none'"}`,
    // Staff open documents and defence packs in a new tab as blob: URLs.
    `object-src 'self' blob:`,
    `worker-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ];
  return directives.join('; ');
}

export default fp(securityHeaders, { name: 'security-headers' });
