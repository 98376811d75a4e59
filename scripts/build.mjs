// Production build of everything: contract package and API (tsc), then the five front ends.
import { run } from './run.mjs';

run('npx', ['tsc', '-b', 'api']);
run('npx', ['webpack', '--mode', 'production', '--config', 'webpack/allApps.config.js']);
