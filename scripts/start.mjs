// `npm start`: install if needed, build everything in production mode, serve the portal.
import { installIfNeeded, run, start } from './run.mjs';
import { SERVER_NODE_ARGS } from './serverProcess.cjs';

installIfNeeded();
run('node', ['scripts/build.mjs']);
start('node', SERVER_NODE_ARGS);
