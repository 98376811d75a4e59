// @ts-check
const { APP_FOLDERS } = require('./webpack/workspace');

/** Every jest suite of the repo except the browser tests (e2e runs against a build). */
/** @type {import('jest').Config} */
module.exports = {
  // A worker that ran a few hundred suites ends with about 2 GB of heap (3.3 GB resident) and
  // nothing else open; jest gives it half a second to exit and, on a busy machine, reported it
  // as failing to. Past 1 GB after a test file, a worker is started afresh.
  workerIdleMemoryLimit: '1GB',
  projects: [
    '<rootDir>/shared',
    '<rootDir>/web',
    '<rootDir>/api',
    '<rootDir>/api/jest.postgres.config.js',
    '<rootDir>/api/jest.s3.config.js',
    ...APP_FOLDERS.map((folder) => `<rootDir>/${folder}`),
  ],
};
