// `npm start`: install if needed, build everything in production mode, serve the portal.
import { installIfNeeded, run, start } from './run.mjs';

installIfNeeded();
run('node', ['scripts/build.mjs']);
start('node', ['api/dist/server.js']);
