import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './paths.mjs';

export const APPS = [
  'shell',
  'remote-queues',
  'remote-order-detail',
  'remote-admin-settings',
  'remote-customer',
];

/** @typedef {{ app: string, raw: number, gzip: number, files: number }} BundleSize */

/**
 * Chunks that serve a federation-shared module (react, ag-grid, @portal/shared, …): the
 * browser downloads each once, from whichever app loads it first, so they are nobody's
 * own code. mf-manifest.json lists them per shared module.
 * @param {string} dist
 * @returns {Set<string>}
 */
function sharedChunks(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const files = new Set();
  for (const shared of manifest.shared) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.add(file);
  }
  return files;
}

/** A remote's main.js runs only its standalone page; the portal loads remoteEntry.js instead. */
const STANDALONE_ENTRY = 'main.js';

/**
 * Raw and gzip size of each built app's own JS as the portal downloads it: every .js of
 * its dist but the shared chunks (and, for a remote, its standalone entry). Apps not
 * built are left out.
 * @returns {BundleSize[]}
 */
export function bundleReport() {
  return APPS.flatMap((app) => {
    const dist = path.join(REPO_ROOT, app, 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) return [];
    const shared = sharedChunks(dist);
    const skipped = app === 'shell' ? shared : new Set([...shared, STANDALONE_ENTRY]);
    const own = readdirSync(dist).filter((file) => file.endsWith('.js') && !skipped.has(file));
    let raw = 0;
    let gzip = 0;
    for (const file of own) {
      const content = readFileSync(path.join(dist, file));
      raw += content.length;
      gzip += gzipSync(content, { level: 9 }).length;
    }
    return [{ app, raw, gzip, files: own.length }];
  });
}
