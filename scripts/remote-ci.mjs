// `npm run ci -w remote-<name>`: one squad's pipeline, without building the other front
// ends: its typecheck, lint and tests, then its build and the browser test of its screens
// inside the current shell (the host's dist/ as last built, built first when missing). README, "How a squad releases,
// deploys and rolls back one remote".
import { existsSync } from 'node:fs';
import path from 'node:path';
import workspace from '../webpack/workspace.js';
import { ROOT, run } from './run.mjs';

const folder = path.basename(process.cwd());
/** The browser test of the remote's screens, and the folder of the host it runs in. */
const remote = workspace.REMOTE_APPS[folder];
if (!remote) {
  console.error(`Run it for one remote: npm run ci -w remote-queues (not ${folder}).`);
  process.exit(1);
}
run('npx', ['tsc', '-b', 'api']);
run('npx', ['tsc', '--noEmit', '-p', `${folder}/tsconfig.json`]);
run('npx', ['eslint', folder]);
run('npx', ['jest', '--selectProjects', folder, '--maxWorkers=2']);
// The build `npm run release` publishes (scripts/release.mjs), so the browser test below runs
// the bytes the squad releases: the same in any clone of the commit.
run('npx', ['webpack', '--mode', 'production'], {
  cwd: path.join(ROOT, folder),
  env: { ...process.env, RELEASE_BUILD: '1' },
});
// A fresh clone has no host build yet: build that host once (not the other remotes).
if (!existsSync(path.join(ROOT, remote.host, 'dist', 'index.html'))) {
  console.log(`\n${remote.host} is not built yet: building it once for the browser test.`);
  run('npx', ['webpack', '--mode', 'production'], { cwd: path.join(ROOT, remote.host) });
}
run('npx', ['jest', '-c', 'e2e/jest.config.js', '--runInBand', remote.browserTest]);
