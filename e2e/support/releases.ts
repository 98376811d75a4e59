import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import webpack, { type Configuration } from 'webpack';
import type { CompatibilityRecord } from '@portal/shared/remotes/releaseCompatibility';
import { e2eDataDir } from './portalServer';

const ROOT = path.resolve(__dirname, '../..');
const COMMAND = path.join(ROOT, 'api/dist/commands/releaseCommand.js');

export interface CommandResult {
  code: number;
  output: string;
}

/** `npm run deploy|rollback|releases` and the publish step of `npm run release`, on the running portal's data. */
export async function releaseCommand(...args: string[]): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [COMMAND, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: e2eDataDir(), LOG_LEVEL: 'silent' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The id `publish` printed. */
export function publishedId(result: CommandResult): string {
  const id = /(\d+\.\d+\.\d+-[0-9a-f]{12})/.exec(result.output)?.[1];
  if (result.code !== 0 || !id) throw new Error(`publish failed: ${result.output}`);
  return id;
}

type ConfigFactory = (env: unknown, argv: { mode: 'production' }) => Configuration;

/**
 * Builds remote-queues with `from` replaced by `to` in `file`, as a release build (its own
 * chunk-loading global), unminified to keep the run short; returns the build folder.
 */
export async function buildChangedQueues(file: RegExp, from: string, to: string): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'queues-release-'));
  process.env.RELEASE_BUILD = '1';
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const factory = require(path.join(ROOT, 'remote-queues/webpack.config.js')) as ConfigFactory;
    const config = factory(undefined, { mode: 'production' });
    const rules = config.module?.rules ?? [];
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      webpack(
        {
          ...config,
          devtool: false,
          optimization: { ...config.optimization, minimize: false },
          output: { ...config.output, path: outDir },
          module: {
            ...config.module,
            rules: [
              ...rules,
              {
                test: file,
                enforce: 'pre',
                use: [
                  { loader: path.join(__dirname, 'replaceTextLoader.js'), options: { from, to } },
                ],
              },
            ],
          },
        },
        (error, result) =>
          error || !result ? reject(error ?? new Error('no stats')) : resolve(result),
      );
    });
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    return outDir;
  } finally {
    delete process.env.RELEASE_BUILD;
  }
}

/**
 * A copy of this checkout in a temporary folder, as a squad's fresh clone of it would be: its
 * files as they are now (committed or not) and node_modules hard-linked, no build output.
 * `folder` names the copy's own folder inside the temporary one (another path, of another
 * length, than a copy without it).
 */
export function scratchCopy(folder = ''): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-scratch-')), folder);
  mkdirSync(dir, { recursive: true });
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  for (const file of listed
    .split('\0')
    .filter((name) => name && existsSync(path.join(ROOT, name)))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  return dir;
}

/** Replaces `from` by `to` in a file of a scratch copy; fails when the file lacks it. */
export function editFile(root: string, file: string, from: string, to: string): void {
  const target = path.join(root, file);
  const text = readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(target, text.split(from).join(to));
}

/**
 * The build step of `npm run release -w remote-queues` (scripts/release.mjs) in another
 * checkout, unminified and without source maps to keep it short; returns the build folder.
 */
export async function releaseBuildIn(root: string): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'queues-release-'));
  await promisify(execFile)(
    'npx',
    [
      'webpack',
      '--mode',
      'production',
      '--no-devtool',
      '--no-optimization-minimize',
      '--output-path',
      outDir,
    ],
    {
      cwd: path.join(root, 'remote-queues'),
      env: { ...process.env, RELEASE_BUILD: '1' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return outDir;
}

/**
 * A copy of a published release under another id, its metadata changed by `change`: a
 * release as a squad on another contract would have published it.
 */
export function copyRelease(
  fromId: string,
  toId: string,
  change: (metadata: Record<string, unknown>) => Record<string, unknown> = (same) => same,
): string {
  const dir = path.join(e2eDataDir(), 'releases', 'queues');
  const target = path.join(dir, toId);
  cpSync(path.join(dir, fromId), target, { recursive: true });
  editRelease(toId, (metadata) => change({ ...metadata, id: toId }));
  return target;
}

/** A release's metadata with what it needs of its host changed by `change`. */
export function withNeeds(
  metadata: Record<string, unknown>,
  change: (needs: CompatibilityRecord) => CompatibilityRecord,
): Record<string, unknown> {
  return { ...metadata, needs: change(metadata.needs as CompatibilityRecord) };
}

/** Rewrites a published release's release.json (what /remotes.json reads on each request). */
export function editRelease(
  id: string,
  change: (metadata: Record<string, unknown>) => Record<string, unknown>,
): void {
  const file = path.join(e2eDataDir(), 'releases', 'queues', id, 'release.json');
  const metadata = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify(change(metadata)));
}

/**
 * The next test files see the remote as built and never deployed: its active-release record
 * and its deployment history go (one server and database serve every test file of a run).
 */
export function forgetDeployments(remote: string): void {
  const db = new Database(path.join(e2eDataDir(), 'portal.sqlite'));
  try {
    db.prepare('delete from active_remote_releases where remote = ?').run(remote);
    db.prepare('delete from remote_deployments where remote = ?').run(remote);
  } finally {
    db.close();
  }
}
