// @ts-check
const base = require('./jest.config');

/**
 * The fault-injection suite (`npm run test:faults`, also in `npm test`): real API processes
 * under steady traffic while faults are injected into PostgreSQL (a private server the
 * suite starts), S3 (s3rver), the data folder (a small filesystem of its own, mounted: run
 * as root) and the processes themselves (test/faults/, docs/reliability.md). Run alone and
 * in band: it starts processes and ports of its own.
 * @type {import('jest').Config}
 */
module.exports = {
  ...base,
  displayName: 'faults',
  testMatch: ['<rootDir>/test/faults/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
