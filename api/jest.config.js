// @ts-check
const { jestPreset } = require('../jest.preset');

const preset = jestPreset(__dirname, { tsconfig: `${__dirname}/test/tsconfig.json` });

/**
 * ESM-only packages the server loads through Node's require(esm). Jest cannot do that
 * before Node 24.9, so under jest they are compiled to CommonJS first.
 */
const ESM_ONLY = ['content-disposition', 'cookie'];

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  transform: {
    ...preset.transform,
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs' }, isolatedModules: true },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  // test/postgres/ and test/s3/ hold the PostgreSQL and S3 projects' setup and their own
  // tests (jest.postgres.config.js, jest.s3.config.js); test/cluster/ is the cluster test
  // (jest.cluster.config.js) and test/faults/ the fault-injection suite (jest.faults.config.js).
  testPathIgnorePatterns: [
    '/node_modules/',
    '/test/postgres/',
    '/test/s3/',
    '/test/cluster/',
    '/test/faults/',
  ],
};
