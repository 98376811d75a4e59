// Every dependency with an install script is reviewed in package.json's `allowScripts`
// (docs/decisions.md, "Builds"). npm 11 only warns of an unreviewed one; npm 12 skips its
// script, and a skipped native build (better-sqlite3's) would leave the portal unable to
// open its database. Read from the lock file, so the check needs no particular npm.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';

const INSTALLED = 'node_modules/';

const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const reviewed = Object.keys(readJson('package.json').allowScripts ?? {});
// Dependencies only: npm's policy leaves the workspaces' own scripts alone.
const unreviewed = Object.entries(readJson('package-lock.json').packages)
  .filter(([where, entry]) => entry.hasInstallScript && where.includes(INSTALLED))
  .map(([where, entry]) => ({
    name: where.slice(where.lastIndexOf(INSTALLED) + INSTALLED.length),
    entry,
  }))
  .filter(
    ({ name, entry }) => !reviewed.includes(name) && !reviewed.includes(`${name}@${entry.version}`),
  )
  .map(({ name, entry }) => `${name}@${entry.version}`);

if (unreviewed.length > 0) {
  console.error(
    `Install scripts not reviewed in package.json's allowScripts: ${unreviewed.join(', ')}.\n` +
      'Approve (npm install-scripts approve <pkg>) or deny (npm install-scripts deny <pkg>) each.',
  );
  process.exit(1);
}
console.log(`Every install script is reviewed (${reviewed.join(', ')}).`);
