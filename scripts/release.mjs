// `npm run release -w remote-<name>`: builds that remote alone and publishes the build as an
// immutable release (README, "How a squad releases, deploys and rolls back one remote").
import path from 'node:path';
import { ROOT, run } from './run.mjs';

const remoteDir = process.cwd();
if (path.resolve(remoteDir) === ROOT) {
  console.error('Run it for one remote: npm run release -w remote-queues');
  process.exit(1);
}
run('npx', ['tsc', '-b', 'api']);
// A release build loads its chunks through a global named after its content
// (webpack/ReproducibleReleasePlugin.js): one commit always gives the same files.
run('npx', ['webpack', '--mode', 'production'], {
  cwd: remoteDir,
  env: { ...process.env, RELEASE_BUILD: '1' },
});
run('node', [path.join(ROOT, 'api/dist/commands/releaseCommand.js'), 'publish', remoteDir]);
