// `npm run release -w remote-<name>`: builds that remote alone and publishes the build as an
// immutable release (README, "How a squad releases, deploys and rolls back one remote").
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ROOT, run } from './run.mjs';

const remoteDir = process.cwd();
if (path.resolve(remoteDir) === ROOT) {
  console.error('Run it for one remote: npm run release -w remote-queues');
  process.exit(1);
}
run('npx', ['tsc', '-b', 'api']);
// Each release build loads its chunks through its own global (webpack/createConfig.js).
run('npx', ['webpack', '--mode', 'production'], {
  cwd: remoteDir,
  env: { ...process.env, RELEASE_BUILD_ID: randomBytes(4).toString('hex') },
});
run('node', [path.join(ROOT, 'api/dist/commands/releaseCommand.js'), 'publish', remoteDir]);
