// @ts-check
const postgres = require('./jest.postgres.config');

/**
 * The cluster test (`npm run test:cluster`, also in `npm test`): real API processes on a
 * PostgreSQL database copied from the PostgreSQL project's template, S3 (s3rver) and nginx
 * in front (test/cluster/). Run alone and in band: it starts processes and ports of its own.
 * @type {import('jest').Config}
 */
module.exports = {
  ...postgres,
  displayName: 'cluster',
  testMatch: ['<rootDir>/test/cluster/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
