// @ts-check
/**
 * The workspace manifest (HOSTS and REMOTES of shared/src/remotes/remoteModules.ts) as the
 * build tools need it: jest, ESLint, the typecheck, the build of every app, the bench and a
 * squad's CI read their lists of apps from here, never a list of their own.
 */
const { readContract } = require('./remoteExposes');

const { HOSTS, REMOTES } = readContract();

/** Each remote's folder → the folder of the host it runs in and its browser test. */
const REMOTE_APPS = Object.fromEntries(
  Object.values(REMOTES).map((remote) => [
    remote.folder,
    { host: HOSTS[remote.host].folder, browserTest: remote.browserTest },
  ]),
);

/** Each host's folder → the path its pages are served at. */
const HOST_APPS = Object.fromEntries(Object.values(HOSTS).map((host) => [host.folder, host.path]));

/** Every front-end app's folder: the hosts, then the remotes. */
const APP_FOLDERS = [...Object.keys(HOST_APPS), ...Object.keys(REMOTE_APPS)];

/**
 * The workspace packages every front end shares by prefix, folder → package name: the contract
 * (what the server compiles against too) and the web platform (docs/architecture.md, "Two
 * packages").
 */
const SHARED_PACKAGES = { shared: '@portal/shared', web: '@portal/web' };

module.exports = { APP_FOLDERS, HOST_APPS, REMOTE_APPS, SHARED_PACKAGES };
