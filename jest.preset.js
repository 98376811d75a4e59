// @ts-check
const path = require('node:path');

/**
 * The jest setup every package uses: TypeScript through ts-jest (type errors are caught
 * by `npm run typecheck`), tests in `test/` mirroring `src/`, the contract and web
 * packages resolved to their sources.
 * @param {string} dir the package folder
 * @param {{ environment?: 'node' | 'jsdom', tsconfig?: string, queryCache?: boolean }} [options]
 *   queryCache: the package's tests use the web platform's query cache (every jsdom package does)
 * @returns {import('jest').Config}
 */
function jestPreset(dir, options = {}) {
  const environment = options.environment ?? 'node';
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: options.tsconfig ?? path.join(dir, 'tsconfig.json') }],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest/styleMock.js'),
      '^@portal/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
      '^@portal/web/(.*)$': path.join(__dirname, 'web/src/$1'),
      '^@portal/jest/(.*)$': path.join(__dirname, 'jest/$1'),
    },
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest/setupTimeout.ts'),
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest/setupDom.ts')] : []),
      ...(environment === 'jsdom' || options.queryCache
        ? [path.join(__dirname, 'jest/setupQueryCache.ts')]
        : []),
    ],
  };
}

module.exports = { jestPreset };
