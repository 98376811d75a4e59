import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { publishedId, scratchCopy, type CommandResult } from '../support/releases';

/**
 * A squad's pipeline, run as the squad runs it, on two fresh copies of this checkout at two
 * different paths (README, "How a squad releases, deploys and rolls back one remote"):
 * - the first runs `npm run ci -w remote-customer` (its typecheck, lint, tests, its build and
 *   the browser test of its pages in the customer site, which the fresh copy builds first),
 *   then publishes that build as `npm run release` does;
 * - the second runs `npm run release -w remote-customer`.
 * One commit gives one release: the same release id and the same bytes in every file, wherever
 * the copy is (docs/deployment.md, "One commit, one release"). The customer remote and its
 * host are the smallest pair, and the two copies build it twice in all.
 */
// A guard against a hung step, not a speed check: a busy 2-core machine took 26 minutes.
jest.setTimeout(3_600_000);

const REMOTE = 'remote-customer';
const FEDERATION_NAME = 'customer';
const COMMAND = 'api/dist/commands/releaseCommand.js';

/** The environment of a squad's terminal: none of this run's test settings or storage. */
function squadEnvironment(dataDir: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(E2E_|JEST_|S3_|NODE_ENV$|RELEASES_DIR$|DATABASE_URL$)/.test(name),
    ),
  );
  return { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
}

interface Copy {
  root: string;
  dataDir: string;
}

/** A fresh copy in a folder of its own, named `folder`. */
function freshCopy(folder: string): Copy {
  const root = scratchCopy(folder);
  return { root, dataDir: mkdtempSync(path.join(tmpdir(), 'squad-data-')) };
}

async function inCopy(copy: Copy, command: string, args: string[]): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, {
      cwd: copy.root,
      env: squadEnvironment(copy.dataDir),
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const releaseDir = (copy: Copy, id: string) =>
  path.join(copy.dataDir, 'releases', FEDERATION_NAME, id);

let first: Copy;
let second: Copy;
let ci: CommandResult;
let firstId: string;
let secondId: string;

beforeAll(async () => {
  first = freshCopy('copy');
  second = freshCopy('a-clone-at-a-longer-path');
  ci = await inCopy(first, 'npm', ['run', 'ci', '-w', REMOTE]);
  if (ci.code !== 0) return;
  firstId = publishedId(await inCopy(first, 'node', [COMMAND, 'publish', REMOTE]));
  secondId = publishedId(await inCopy(second, 'npm', ['run', 'release', '-w', REMOTE]));
});

afterAll(() => {
  for (const copy of [first, second]) {
    if (!copy) continue;
    rmSync(path.dirname(copy.root), { recursive: true, force: true });
    rmSync(copy.dataDir, { recursive: true, force: true });
  }
});

it('passes the squad’s npm run ci on a fresh copy, building the remote and its host', () => {
  expect({ code: ci.code, output: ci.code === 0 ? '' : ci.output.slice(-4000) }).toEqual({
    code: 0,
    output: '',
  });
  for (const built of [`${REMOTE}/dist/remoteEntry.js`, 'customer-site/dist/index.html'])
    expect(existsSync(path.join(first.root, built))).toBe(true);
});

it('gives the same release id for the ci build in one copy and npm run release in another', () => {
  expect(secondId).toBe(firstId);
});

it('writes the same files, byte for byte, in both copies', () => {
  const files = filesOf(releaseDir(first, firstId));
  expect(filesOf(releaseDir(second, secondId))).toEqual(files);
  // release.json records when each copy published it; what it says of the build is the same.
  const differing = files.filter(
    (file) =>
      !readFileSync(path.join(releaseDir(first, firstId), file)).equals(
        readFileSync(path.join(releaseDir(second, secondId), file)),
      ),
  );
  expect(differing).toEqual(['release.json']);
  const record = (copy: Copy, id: string) => {
    const { builtAt, ...rest } = JSON.parse(
      readFileSync(path.join(releaseDir(copy, id), 'release.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(typeof builtAt).toBe('string');
    return rest;
  };
  expect(record(second, secondId)).toEqual(record(first, firstId));
});

it('names no folder of either copy in any file', () => {
  const dir = releaseDir(first, firstId);
  const naming = filesOf(dir).filter((file) =>
    readFileSync(path.join(dir, file)).includes(first.root),
  );
  expect(naming).toEqual([]);
});

it('loads its chunks through a global named after its content, not its provisional name', () => {
  const entry = readFileSync(path.join(releaseDir(first, firstId), 'remoteEntry.js'), 'utf8');
  expect(entry).toMatch(new RegExp(`webpackChunk${FEDERATION_NAME}_[0-9a-f]{8}\\b`));
  expect(entry).not.toContain(`webpackChunk${FEDERATION_NAME}_RRRRRRRR`);
});
