// `npm run dev`: rebuilds the front ends and the API on change and restarts the server.
import { installIfNeeded, run, start } from './run.mjs';

installIfNeeded();
run('npx', ['tsc', '-b', 'api']);
start('npx', ['tsc', '-b', 'api', '--watch', '--preserveWatchOutput']);
start('npx', [
  'webpack',
  '--mode',
  'development',
  '--watch',
  '--config',
  'webpack/allApps.config.js',
]);
start('node', ['--watch-path=api/dist', '--watch-path=shared/dist', 'api/dist/server.js']);
