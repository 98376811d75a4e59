import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import type { RemoteReleases } from '@portal/shared/entities/deployments';
import { REMOTES, type RemoteName } from '@portal/shared/remotes/remoteModules';
import { loadConfig } from '../config';
import { ConfigError } from '../lib/configError';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { ApiError } from '../lib/apiError';
import { Deployments } from '../releases/deployments';
import { publishRelease } from '../releases/publishRelease';
import { withReleaseStore } from '../releases/createReleaseStore';

/**
 * The squads' release commands (README, "How a squad releases, deploys and rolls back one
 * remote"): `publish <remote folder> [--build-dir DIR]` (run by `npm run release -w …`),
 * `deploy <remote> <release>`, `rollback <remote>` and `list <remote>`. They work on the
 * configured database and release store (RELEASES_DIR, or the S3_BUCKET bucket) as the
 * server does, so a running server serves the switch on its next /remotes.json.
 */
const USAGE = `Usage:
  npm run release -w remote-queues
  npm run deploy -- <remote> <release id>
  npm run rollback -- <remote>
  npm run releases -- <remote>
Remotes: ${Object.keys(REMOTES).join(', ')}`;

const ROOT = path.resolve(__dirname, '../../..');

function remoteNamed(name: string | undefined): RemoteName {
  if (name && name in REMOTES) return name as RemoteName;
  throw new UsageError(`Unknown remote "${name ?? ''}".`);
}

class UsageError extends Error {}

async function publish(args: string[]): Promise<void> {
  const [remoteDir, flag, buildDirArg] = args;
  if (!remoteDir || (flag !== undefined && flag !== '--build-dir')) throw new UsageError('');
  const folder = path.basename(path.resolve(remoteDir));
  const entry = Object.entries(REMOTES).find(([, remote]) => remote.folder === folder);
  if (!entry) throw new UsageError(`${folder} is not a remote's folder.`);
  const readVersion = (file: string) =>
    (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  await withReleaseStore(loadConfig(), async (store) => {
    const { metadata, published } = await publishRelease(store, {
      remote: entry[0],
      buildDir: path.resolve(buildDirArg ?? path.join(remoteDir, 'dist')),
      version: readVersion(path.join(remoteDir, 'package.json')),
      repoDir: ROOT,
    });
    const where = store.locationOf(metadata.remote, metadata.id);
    process.stdout.write(
      published
        ? `Published ${metadata.remote} release ${metadata.id} to ${where}\nDeploy it: npm run deploy -- ${metadata.remote} ${metadata.id}\n`
        : `Release ${metadata.id} of ${metadata.remote} exists already (${where}): left as it is.\n`,
    );
  });
}

function describe(list: RemoteReleases): string {
  const lines = [`${list.remote} releases (* active):`];
  if (list.activeReleaseId === null) lines.push('* the built dist/ (no release active)');
  for (const release of list.releases) {
    const mark = release.id === list.activeReleaseId ? '*' : ' ';
    lines.push(
      `${mark} ${release.id}  built ${release.builtAt}  commit ${release.gitCommit.slice(0, 10)}`,
    );
  }
  if (list.rollbackTo) lines.push(`Rollback returns to ${list.rollbackTo}.`);
  return `${lines.join('\n')}\n`;
}

async function withDeployments(run: (deployments: Deployments) => Promise<string>): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    await withReleaseStore(config, async (store) => {
      process.stdout.write(await run(new Deployments(db, store, config.repoRoot)));
    });
  } finally {
    await db.destroy();
  }
}

const actor = () => ({ id: null, name: `${userInfo().username} (command line)` });

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case 'publish':
      return publish(args);
    case 'deploy': {
      const [remote, releaseId] = args;
      if (!releaseId) throw new UsageError('Name the release to deploy.');
      return withDeployments(async (deployments) =>
        describe(await deployments.deploy(actor(), remoteNamed(remote), releaseId)),
      );
    }
    case 'rollback':
      return withDeployments(async (deployments) =>
        describe(await deployments.rollback(actor(), remoteNamed(args[0]))),
      );
    case 'list':
      return withDeployments(async (deployments) =>
        describe(await deployments.list(remoteNamed(args[0]))),
      );
    default:
      throw new UsageError('');
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof UsageError) {
    process.stderr.write(`${message ? `${message}\n` : ''}${USAGE}\n`);
  } else {
    const prefix = error instanceof ConfigError ? 'Configuration error: ' : '';
    process.stderr.write(`${prefix}${message}\n`);
  }
  process.exitCode = error instanceof ApiError || error instanceof UsageError ? 2 : 1;
});
