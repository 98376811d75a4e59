// @ts-check
const { APP_FOLDERS } = require('./webpack/workspace');

/** Every jest suite of the repo except the browser tests (e2e runs against a build). */
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/web',
    '<rootDir>/api',
    '<rootDir>/api/jest.postgres.config.js',
    '<rootDir>/api/jest.s3.config.js',
    ...APP_FOLDERS.map((folder) => `<rootDir>/${folder}`),
  ],
};
