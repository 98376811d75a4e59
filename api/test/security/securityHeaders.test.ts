import { createRequire } from 'node:module';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { TRANSLATION_WIDGET } from '@portal/shared/customer/translationWidget';
import { CUSTOMER_HTML, SHELL_HTML, startSites, type Sites } from '../helpers/sites';
import { apiPath } from '../helpers/testApp';

function cspOf(response: Response): Map<string, string> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(' ')] as const;
    }),
  );
}

describe('browser security headers', () => {
  let sites: Sites;
  beforeAll(async () => {
    sites = await startSites();
  });
  afterAll(async () => {
    await sites.close();
  });

  const kinds = (): Array<[string, string, RequestInit?]> => [
    ['staff page', `${sites.staff}/admin`],
    ['customer page', `${sites.customer}/track-order/MjAwMDAy`],
    ['API JSON', `${sites.staff}${apiPath(API_ROUTES.userInfo)}`],
    ['static asset', `${sites.staff}/main.js`],
    ['remote file on the customer site', `${sites.customer}/remotes/customer/remoteEntry.js`],
    ['unknown API call', `${sites.customer}/api/no-such-call`],
    ['missing file', `${sites.staff}/missing.js`],
    [
      'refused input',
      `${sites.staff}${apiPath(API_ROUTES.trackOrder)}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
    ],
    ['undecodable address', `${sites.customer}/status-track/%D8%00`],
  ];

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8])(
    'every kind of answer is unframeable and leaks no address (%#)',
    async (index) => {
      const [, url, init] = kinds()[index] ?? ['', ''];
      const response = await fetch(url, { redirect: 'manual', ...init });
      expect(cspOf(response).get('frame-ancestors')).toBe("'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8])(
    'keeps every staff answer out of search engines, none of the customer site’s (%#)',
    async (index) => {
      const [, url, init] = kinds()[index] ?? ['', ''];
      const response = await fetch(url, { redirect: 'manual', ...init });
      expect(response.headers.get('x-robots-tag')).toBe(
        url.startsWith(sites.staff) ? 'noindex, nofollow' : null,
      );
    },
  );

  it('staff pages run only the portal’s own scripts: no inline, no third party', async () => {
    const response = await fetch(`${sites.staff}/admin/recent-order`);
    expect(await response.text()).toBe(SHELL_HTML);
    const csp = cspOf(response);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self' blob:");
    expect(csp.get('frame-src')).toBe("'none'");
  });

  it('a development build runs under the same policy: its source maps are files, not eval', async () => {
    const csp = cspOf(await fetch(`${sites.staff}/admin/recent-order`));
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    // Every app of `npm run dev` (webpack/allApps.config.js), built in development mode.
    const configs = createRequire(__filename)('../../../webpack/allApps.config.js') as Array<
      (env: unknown, argv: { mode: 'development' }) => { name?: string; devtool?: unknown }
    >;
    const devtools = configs.map((config) => config({}, { mode: 'development' }));
    expect(devtools.filter(({ devtool }) => String(devtool).includes('eval'))).toEqual([]);
  });

  it('customer pages allow the translation widget’s origins and nothing else', async () => {
    const response = await fetch(`${sites.customer}/status-track/MjAwMDAy`);
    expect(await response.text()).toBe(CUSTOMER_HTML);
    const scripts = (cspOf(response).get('script-src') ?? '').split(' ');
    expect(scripts).toEqual(["'self'", ...TRANSLATION_WIDGET.scriptOrigins]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it('the customer site answers every page with the customer entry, never the staff one', async () => {
    for (const page of ['/', '/admin', '/track-order/', '/no-such-page']) {
      expect(await (await fetch(`${sites.customer}${page}`)).text()).toBe(CUSTOMER_HTML);
    }
  });

  it('the staff site sends customer links to the customer site', async () => {
    const response = await fetch(`${sites.staff}/track-order/MjAwMDAy`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const port = new URL(sites.customer).port;
    expect(response.headers.get('location')).toBe(`http://127.0.0.1:${port}/track-order/MjAwMDAy`);
  });

  it('serves no page as a file, so no page escapes its policy', async () => {
    for (const file of [
      '/index.html',
      '/remotes/customer/index.html',
      '/customer-site/index.html',
    ]) {
      expect((await fetch(`${sites.staff}${file}`)).status).toBe(404);
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent only to requests that came over TLS, for HSTS_MAX_AGE', async () => {
    const sites = await startSites({ env: { TRUST_PROXY: 'loopback', HSTS_MAX_AGE: '30d' } });
    try {
      const overTls = await fetch(`${sites.staff}/admin`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overTls.headers.get('strict-transport-security')).toBe(`max-age=${30 * 86400}`);
      const plain = await fetch(`${sites.staff}/admin`);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await sites.close();
    }
  });

  it('HSTS_MAX_AGE=0 turns it off', async () => {
    const sites = await startSites({ env: { TRUST_PROXY: 'loopback', HSTS_MAX_AGE: '0' } });
    try {
      const overTls = await fetch(`${sites.staff}/admin`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overTls.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await sites.close();
    }
  });
});
