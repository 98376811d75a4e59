// @ts-check
const base = require('./jest.config');

/**
 * The API tests again, on PostgreSQL: each app gets a database copied from a migrated
 * template (test/postgres/globalSetup.ts); TEST_DATABASE_URL says where the server is.
 * @type {import('jest').Config}
 */
module.exports = {
  ...base,
  displayName: 'api-postgres',
  globalSetup: '<rootDir>/test/postgres/globalSetup.ts',
  globalTeardown: '<rootDir>/test/postgres/globalTeardown.ts',
  setupFiles: ['<rootDir>/test/postgres/usePostgres.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    // Real processes behind nginx, and faults injected into them: their own runs
    // (jest.cluster.config.js, jest.faults.config.js).
    '/test/cluster/',
    '/test/faults/',
    // S3-only (jest.s3.config.js).
    '/test/s3/',
    // SQLite-only: these open a SQLite file of their own to test the file itself (its
    // migrations and pragmas, the seed's bulk load into it). On PostgreSQL every test app
    // is migrated and seeded the PostgreSQL way, so the other files cover those paths.
    '/test/db/migrations/migrations\\.test\\.ts$',
    '/test/db/seed/seedDemoData\\.test\\.ts$',
    '/test/db/seed/seededDatabase\\.test\\.ts$',
    // Repository checks on their own SQLite file; their routes run on both dialects.
    '/test/commands/createFirstAdmin\\.test\\.ts$',
    // SQLite's own online backup (npm run backup); PostgreSQL is backed up with pg_dump.
    '/test/commands/backupSqlite\\.test\\.ts$',
    '/test/security/loginThrottle\\.test\\.ts$',
    // The SQLite file's own permissions, and a full disk made with SQLite's max_page_count.
    '/test/security/filePermissions\\.test\\.ts$',
    '/test/reliability/diskFull\\.test\\.ts$',
    // SQLite's reader threads (PostgreSQL's statements run outside the process anyway).
    '/test/db/sqliteReaders\\.test\\.ts$',
  ],
};
