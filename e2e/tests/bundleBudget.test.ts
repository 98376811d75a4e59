import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { DEMO_STAFF, launchBrowser, newPage, signIn } from '../support/browser';
import { baseUrl } from '../support/portalServer';
import { HOSTS, REMOTES } from '@portal/shared/remotes/remoteModules';

// The size budget of docs/benchmarks.md#front-end-bundles, counted by bench/bundles.mjs (the
// bench's own counter: how it counts is written there), and a browser check that every shared
// library is downloaded once and that the count leaves out nothing the portal downloads.

interface BuildData {
  app: string;
  urlPrefix: string;
  own: string[];
  sharedByFile: Record<string, string[]>;
}

interface BundleSize {
  app: string;
  gzip: number;
  budget: number;
}

const ROOT = path.resolve(__dirname, '../..');
/** Every front end's folder, from the workspace manifest. */
const APP_FOLDERS = [...Object.values(HOSTS), ...Object.values(REMOTES)].map((app) => app.folder);
const APP_COUNT = 6;
/** Customer pages live on the customer site: e2e/tests/customerSite.test.ts counts what they download. */
const CUSTOMER_APPS = ['remote-customer', 'customer-site'];
/** Libraries the visited pages use: each must be among the shared modules downloaded. */
const LIBRARIES = [
  'react',
  'react-dom',
  'react-router-dom',
  'ag-grid',
  'zustand',
  'zustand/vanilla',
  'axios',
  'yup',
  '@portal/web/api/apiClient',
];

function countBundles(): { builds: BuildData[]; sizes: BundleSize[] } {
  const output = execFileSync(process.execPath, ['bench/bundles.mjs', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output) as { builds: BuildData[]; sizes: BundleSize[] };
}

const { builds, sizes } = countBundles();

/** Every built script of every app: its name from the repository root, and its path. */
function builtScripts(): Array<readonly [string, string]> {
  return APP_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder, 'dist'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => [`${folder}/dist/${file}`, path.join(ROOT, folder, 'dist', file)] as const),
  );
}

describe('own JS of each front end, gzip', () => {
  it('counts all six built apps', () => {
    expect(sizes.map((size) => size.app)).toHaveLength(APP_COUNT);
  });

  it.each(sizes.map((size) => [size.app, size] as const))('%s is within its budget', (_, size) => {
    expect(size.gzip).toBeLessThan(size.budget);
  });
});

describe('route schemas', () => {
  // Declared with each call in the shared route table, read by the server only: the front
  // ends' builds leave them out (webpack/stripRouteSchemas.js), TypeBox with them.
  const scripts = builtScripts();

  it('finds the scripts of every app', () => {
    expect(new Set(scripts.map(([name]) => name.split('/')[0]))).toEqual(new Set(APP_FOLDERS));
  });

  it('holds no schema and no TypeBox in any script', () => {
    const carriers = scripts
      .filter(([, file]) => {
        const text = readFileSync(file, 'utf8');
        // TypeBox's own marker, and a message only the queue actions' schema carries.
        return text.includes('TypeBox') || text.includes('Every orderId must be a whole number');
      })
      .map(([name]) => name);
    expect(carriers).toEqual([]);
  });
});

describe("libraries' production builds", () => {
  // React Router's package exports only its development build: webpack/createConfig.js takes
  // its production build (ROUTER_PRODUCTION). Each script's source map names what it holds.
  const sources = builtScripts().flatMap(([, file]) =>
    existsSync(`${file}.map`)
      ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources
      : [],
  );

  it("holds React Router's production build, never its development build", () => {
    expect(sources.filter((source) => source.includes('react-router/dist/development'))).toEqual(
      [],
    );
    expect(sources.some((source) => source.includes('react-router/dist/production'))).toBe(true);
  });
});

describe('compile hints', () => {
  // webpack/CompileHintPlugin.js: ag-grid's file alone is compiled whole as it streams in.
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const queuesDist = path.join(ROOT, 'remote-queues', 'dist');

  it("marks ag-grid's file, and no other script of any app", () => {
    const loadMap = JSON.parse(readFileSync(path.join(queuesDist, 'load-map.json'), 'utf8')) as {
      provided: Record<string, string[]>;
    };
    const [gridFile] = [...(loadMap.provided['ag-grid'] ?? [])].sort(
      (a, b) =>
        readFileSync(path.join(queuesDist, b)).length -
        readFileSync(path.join(queuesDist, a)).length,
    );
    const hinted = builtScripts()
      .filter(([, file]) => readFileSync(file, 'utf8').startsWith(HINT))
      .map(([name]) => name);
    expect(hinted).toEqual([`remote-queues/dist/${gridFile}`]);
  });
});

interface Fetched {
  urlPath: string;
  sha256: string;
}

/** The build and file a fetched URL path comes from; remotes first, the shell is at '/'. */
function locate(urlPath: string): { build: BuildData; file: string } | null {
  const byLongestPrefix = [...builds].sort((a, b) => b.urlPrefix.length - a.urlPrefix.length);
  for (const build of byLongestPrefix) {
    if (!urlPath.startsWith(build.urlPrefix)) continue;
    const file = urlPath.slice(build.urlPrefix.length);
    if (!file.includes('/')) return { build, file };
  }
  return null;
}

async function firstRowVisible(page: Page): Promise<string> {
  const row = page.locator('.ag-row[row-index="0"][row-id]').first();
  await row.waitFor();
  return (await row.getAttribute('row-id')) ?? '';
}

describe('what the browser downloads across the portal', () => {
  let browser: Browser;
  const fetched: Fetched[] = [];
  /** Remotes whose load the host tried again (it says so on the console), on a slow machine. */
  const retried = new Set<string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    const page = await newPage(browser);
    const bodies: Promise<void>[] = [];
    const origin = new URL(baseUrl()).origin;
    page.on('console', (message) => {
      const remote = /^Loading (\w+)\/\S+ failed \(attempt \d+\)/.exec(message.text())?.[1];
      if (remote) retried.add(remote);
    });
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
      bodies.push(
        response.body().then((body) => {
          fetched.push({
            urlPath: url.pathname,
            sha256: createHash('sha256').update(body).digest('hex'),
          });
        }),
      );
    });

    await signIn(page, DEMO_STAFF.Admin.email);
    await firstRowVisible(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: /^Pending Orders/ }).click();
    await page.getByRole('heading', { name: 'Pending Orders', level: 1 }).waitFor();
    await firstRowVisible(page);
    await page.getByRole('link', { name: 'View' }).first().click();
    await page.getByRole('heading', { name: /^Order Details · / }).waitFor();
    await menu.getByRole('link', { name: 'Manage Team', exact: true }).click();
    await page.getByRole('heading', { name: 'Manage Team', level: 1 }).waitFor();
    await Promise.all(bodies);
    await page.context().close();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('loaded scripts from the shell and from every staff remote', () => {
    const apps = new Set(fetched.map(({ urlPath }) => locate(urlPath)?.build.app));
    for (const { app } of builds) {
      if (!CUSTOMER_APPS.includes(app)) expect(apps).toContain(app);
    }
  });

  it('fetches no script twice and no two scripts with the same content', () => {
    // A load the host gave up on and tried again fetches that remote's files again, by design
    // (docs/reliability.md, "Remote loads"); any other second fetch is a duplicate.
    const once = fetched.filter(
      ({ urlPath }) => ![...retried].some((remote) => urlPath.startsWith(`/remotes/${remote}/`)),
    );
    const urls = once.map(({ urlPath }) => urlPath);
    expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
    const hashes = once.map(({ sha256 }) => sha256);
    const sameContent = once.filter(({ sha256 }, index) => hashes.indexOf(sha256) !== index);
    expect(sameContent.map(({ urlPath }) => urlPath)).toEqual([]);
  });

  it('downloads every shared library from one app only', () => {
    /** shared module → the fetched files (by app) that serve it */
    const filesOf = new Map<string, Map<string, string>>();
    for (const { urlPath } of fetched) {
      const found = locate(urlPath);
      if (!found) continue;
      for (const name of found.build.sharedByFile[found.file] ?? []) {
        const files = filesOf.get(name) ?? new Map<string, string>();
        filesOf.set(name, files.set(found.build.app, urlPath));
      }
    }
    expect([...filesOf.keys()]).toEqual(expect.arrayContaining(LIBRARIES));
    const twice = [...filesOf].filter(([, files]) => files.size > 1);
    expect(twice.map(([name, files]) => `${name}: ${[...files.values()].join(', ')}`)).toEqual([]);
  });

  it('counts every script the portal fetched as own or shared', () => {
    const uncounted = fetched.filter(({ urlPath }) => {
      const found = locate(urlPath);
      if (!found) return true;
      return !found.build.own.includes(found.file) && !found.build.sharedByFile[found.file];
    });
    expect(uncounted.map(({ urlPath }) => urlPath)).toEqual([]);
  });
});
