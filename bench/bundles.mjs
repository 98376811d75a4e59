// What each built front end costs the browser, counted one way for the bench report and
// the size-budget test (e2e/tests/bundleBudget.test.ts).
//
// Own JS of an app = what the portal downloads from it, minus the chunks that serve a
// shared module (react, router, ag-grid, axios, @portal/shared/…, @portal/web/…; listed by
// mf-manifest.json for the modules the app uses, by load-map.json for all it provides):
// the browser downloads each shared module once, from whichever app provides it first,
// so it is nobody's own code.
// - shell and customer-site (the hosts): the files its page loads before the first render (load-map.json, written by
//   webpack/LoadMapPlugin.js: main.js and its bootstrap chunk), lazy chunks left out.
// - a remote: remoteEntry.js (it carries the remote's own federation runtime) and every
//   chunk its exposed screens load, sync or async, as mf-manifest.json lists them. Its
//   standalone page (main.js and its bootstrap) is left out: the portal never loads it.
// Sizes are bytes of the minified files; gzip at level 9. Source maps are separate .map
// files a browser fetches only with its developer tools open, so they are not counted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import workspace from '../webpack/workspace.js';
import { REPO_ROOT } from './paths.mjs';

export const APPS = workspace.APP_FOLDERS;
/** The hosts: what their page loads first is theirs; the customer site is served at its own path. */
const HOST_URL_PREFIXES = workspace.HOST_APPS;

const KIB = 1024;
/** Gzip budgets of own JS, in bytes (docs/benchmarks.md#front-end-bundles). */
export const BUDGETS = { shell: 120 * KIB, remote: 60 * KIB };

const REMOTE_ENTRY = 'remoteEntry.js';
/** Where the production server serves each app's dist (api/src/plugins/frontEnds.ts). */
const REMOTES_URL_PREFIX = '/remotes/';

/**
 * @typedef {{ app: string, dist: string, urlPrefix: string,
 *   sharedByFile: Map<string, string[]>, own: string[] }} Build
 * @typedef {{ app: string, raw: number, gzip: number, files: number, budget: number }} BundleSize
 */

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * One app's build as the portal sees it, or null when it is not built.
 * @param {string} app
 * @returns {Build | null}
 */
export function readBuild(app) {
  const dist = path.join(REPO_ROOT, app, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = readJson(manifestFile);

  const loadMapFile = path.join(dist, 'load-map.json');
  if (!existsSync(loadMapFile)) throw new Error(`${app}/dist has no load-map.json: build it again`);
  const loadMap = readJson(loadMapFile);

  /** @type {Map<string, Set<string>>} chunk file → the shared modules it serves */
  const served = new Map();
  /** @param {string} name @param {string[]} files */
  const serve = (name, files) => {
    for (const file of files) served.set(file, (served.get(file) ?? new Set()).add(name));
  };
  for (const shared of manifest.shared) {
    serve(shared.name, [...shared.assets.js.sync, ...shared.assets.js.async]);
  }
  for (const [name, files] of Object.entries(loadMap.provided)) serve(name, files);
  const sharedByFile = new Map([...served].map(([file, names]) => [file, [...names].sort()]));

  const hostPrefix = HOST_URL_PREFIXES[/** @type {keyof typeof HOST_URL_PREFIXES} */ (app)];
  const isHost = hostPrefix !== undefined;
  const loaded = isHost
    ? loadMap.firstLoad
    : [
        REMOTE_ENTRY,
        ...manifest.exposes.flatMap((expose) => [
          ...expose.assets.js.sync,
          ...expose.assets.js.async,
        ]),
      ];
  const own = [...new Set(loaded)].filter((file) => !sharedByFile.has(file)).sort();
  const urlPrefix = hostPrefix ?? `${REMOTES_URL_PREFIX}${manifest.name}/`;
  return { app, dist, urlPrefix, sharedByFile, own };
}

/** @returns {Build[]} every built app */
export function readBuilds() {
  return APPS.flatMap((app) => readBuild(app) ?? []);
}

/**
 * Raw and gzip size of each built app's own JS, with its budget. Apps not built are left out.
 * @returns {BundleSize[]}
 */
export function bundleReport() {
  return readBuilds().map(({ app, dist, own }) => {
    let raw = 0;
    let gzip = 0;
    for (const file of own) {
      const content = readFileSync(path.join(dist, file));
      raw += content.length;
      gzip += gzipSync(content, { level: 9 }).length;
    }
    const budget = app in HOST_URL_PREFIXES ? BUDGETS.shell : BUDGETS.remote;
    return { app, raw, gzip, files: own.length, budget };
  });
}

/** @param {number} bytes */
const kib = (bytes) => (bytes / KIB).toFixed(1);

/** The report as a markdown table, for the bench output and docs/benchmarks.md. */
export function bundleMarkdown() {
  const rows = bundleReport().map(
    ({ app, raw, gzip, files, budget }) =>
      `| ${app} | ${files} | ${kib(raw)} | ${kib(gzip)} | < ${kib(budget)} | ${gzip < budget ? 'yes' : 'no'} |`,
  );
  return [
    '| Front end: own JS (KiB) | files | raw | gzip | target gzip | met |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

/**
 * Everything the size-budget test needs, as JSON: it runs under jest, which cannot load
 * this ES module, so it runs `node bench/bundles.mjs --json` instead of keeping a copy.
 */
function budgetJson() {
  const builds = readBuilds().map(({ app, urlPrefix, own, sharedByFile }) => ({
    app,
    urlPrefix,
    own,
    sharedByFile: Object.fromEntries(sharedByFile),
  }));
  return JSON.stringify({ builds, sizes: bundleReport() });
}

// `node bench/bundles.mjs` prints the table; with --json, the data of the budget test.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const output = process.argv.includes('--json') ? budgetJson() : bundleMarkdown();
  process.stdout.write(`${output}\n`);
}
