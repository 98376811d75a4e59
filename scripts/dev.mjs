// `npm run dev`: rebuilds the front ends and the API on change and restarts the server.
import { installIfNeeded, run, start } from './run.mjs';
import { SERVER_NODE_ARGS } from './serverProcess.cjs';

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
// Started as every instance is (the same heap limit), restarted when the build changes.
start('node', ['--watch-path=api/dist', '--watch-path=shared/dist', ...SERVER_NODE_ARGS]);
