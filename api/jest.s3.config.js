// @ts-check
const base = require('./jest.config');

/**
 * The document and release tests again, with documents and releases in S3: a real local
 * S3 server (s3rver) started by the global setup (test/s3/globalSetup.ts), a bucket per
 * test app. Every file here reads and writes documents only through the routes or
 * app.documents, and releases through the release store.
 * @type {import('jest').Config}
 */
module.exports = {
  ...base,
  displayName: 'api-s3',
  globalSetup: '<rootDir>/test/s3/globalSetup.ts',
  globalTeardown: '<rootDir>/test/s3/globalTeardown.ts',
  setupFiles: ['<rootDir>/test/s3/useS3.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testMatch: [
    '<rootDir>/test/storage/documentStore.test.ts',
    '<rootDir>/test/storage/seedDemoDocuments.test.ts',
    '<rootDir>/test/reliability/orphanSweep.test.ts',
    '<rootDir>/test/routes/orderDetail/uploadVisaDocument.test.ts',
    '<rootDir>/test/routes/orderDetail/orderDocument.test.ts',
    '<rootDir>/test/routes/orderDetail/resendMail.test.ts',
    '<rootDir>/test/routes/orderDetail/sendRejectionMail.test.ts',
    '<rootDir>/test/routes/customer/downloadPassportDoc.test.ts',
    '<rootDir>/test/mail/mailDispatcher.test.ts',
    '<rootDir>/test/releases/releaseStore.test.ts',
    '<rootDir>/test/releases/deployments.test.ts',
    '<rootDir>/test/s3/**/*.test.ts',
  ],
};
