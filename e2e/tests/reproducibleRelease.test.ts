import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

/**
 * A release build of one commit is the same bytes every time (README, "How a squad releases,
 * deploys and rolls back one remote"), so its release id (a hash of every file) tells which
 * build it is, and publishing the same commit again makes no new release. Builds
 * remote-queues twice as `npm run release` does, into two folders, and compares every file.
 */
jest.setTimeout(1_200_000);

const ROOT = path.resolve(__dirname, '../..');
type ConfigFactory = (env: unknown, argv: { mode: 'production' }) => Configuration;

/** The build step of `npm run release -w remote-queues` (scripts/release.mjs). */
async function releaseBuild(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'queues-reproducible-'));
  process.env.RELEASE_BUILD = '1';
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const factory = require(path.join(ROOT, 'remote-queues/webpack.config.js')) as ConfigFactory;
    const config = factory(undefined, { mode: 'production' });
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      webpack({ ...config, output: { ...config.output, path: outDir } }, (error, result) =>
        error || !result ? reject(error ?? new Error('no stats')) : resolve(result),
      );
    });
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    return outDir;
  } finally {
    delete process.env.RELEASE_BUILD;
  }
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

let first: string;
let second: string;

beforeAll(async () => {
  first = await releaseBuild();
  second = await releaseBuild();
});

afterAll(() => {
  for (const dir of [first, second]) if (dir) rmSync(dir, { recursive: true, force: true });
});

it('writes the same files, byte for byte, when one commit is built twice', () => {
  const files = filesOf(first);
  expect(filesOf(second)).toEqual(files);
  const differing = files.filter(
    (file) => !readFileSync(path.join(first, file)).equals(readFileSync(path.join(second, file))),
  );
  expect(differing).toEqual([]);
});

it('loads its chunks through a global named after its content, not its provisional name', () => {
  const entry = readFileSync(path.join(first, 'remoteEntry.js'), 'utf8');
  expect(entry).toMatch(/webpackChunkqueues_[0-9a-f]{8}\b/);
  expect(entry).not.toContain('webpackChunkqueues_RRRRRRRR');
});
