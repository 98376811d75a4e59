import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A release build of one commit is the same bytes on every clone (README, "How a squad
 * releases, deploys and rolls back one remote"), so its release id (a hash of every file)
 * tells which commit it is, and publishing the same commit again makes no new release. Clones
 * this commit twice into two folders, builds remote-queues in each as `npm run release` does,
 * and compares every file.
 */
jest.setTimeout(1_800_000);

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join('remote-queues', 'dist');

/** A clone of this commit with the installed packages (hard links, as `npm ci` would lay them). */
function freshClone(commit: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-clone-'));
  execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', ROOT, dir]);
  execFileSync('git', ['checkout', '--quiet', commit], { cwd: dir });
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), dir]);
  return dir;
}

/** The build step of `npm run release -w remote-queues` (scripts/release.mjs). */
function releaseBuild(clone: string): string {
  execFileSync('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(clone, 'remote-queues'),
    env: { ...process.env, RELEASE_BUILD: '1' },
    stdio: 'ignore',
  });
  return path.join(clone, BUILD);
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const clones: string[] = [];
let first: string;
let second: string;

beforeAll(() => {
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  clones.push(freshClone(commit), freshClone(commit));
  [first, second] = clones.map(releaseBuild) as [string, string];
});

afterAll(() => {
  for (const clone of clones) rmSync(clone, { recursive: true, force: true });
});

it('writes the same files, byte for byte, when one commit is built on two clones', () => {
  const files = filesOf(first);
  expect(filesOf(second)).toEqual(files);
  const differing = files.filter(
    (file) => !readFileSync(path.join(first, file)).equals(readFileSync(path.join(second, file))),
  );
  expect(differing).toEqual([]);
});

it('loads its chunks through a global named after its content, not the placeholder', () => {
  const entry = readFileSync(path.join(first, 'remoteEntry.js'), 'utf8');
  expect(entry).toMatch(/webpackChunkqueues_[0-9a-f]{8}\b/);
  expect(entry).not.toContain('webpackChunkqueues_RRRRRRRR');
});
