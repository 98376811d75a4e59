// Browser tests: one production server per run, Debian's Chromium driven by playwright-core.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'browser',
  rootDir: __dirname,
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }],
  },
  moduleNameMapper: { '^@portal/shared/(.*)$': path.join(__dirname, '../shared/src/$1') },
  globalSetup: '<rootDir>/support/globalSetup.ts',
  globalTeardown: '<rootDir>/support/globalTeardown.ts',
  testTimeout: 60000,
};
