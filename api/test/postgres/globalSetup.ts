import pg from 'pg';
import { createDatabase, describeUrl } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrations';
import { ADMIN_URL_VARIABLE, TEMPLATE_VARIABLE, adminQuery } from '../helpers/testDatabase';

/**
 * The local cluster `.ci/run` starts (README, "Tests on PostgreSQL"); TEST_DATABASE_URL
 * names another. The role must be allowed to create databases.
 */
const DEFAULT_TEST_DATABASE_URL = 'postgres://portal_test:portal_test@127.0.0.1:5432/postgres';

/**
 * Once per run of the PostgreSQL project: checks the server is there (or fails the run
 * saying how to provide one: the PostgreSQL half is never skipped) and makes the migrated
 * template every test database is copied from.
 */
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The API tests also run on PostgreSQL and found none at ${describeUrl(adminUrl)} (${reason}). ` +
        'Start one (bash .ci/run does, or: pg_ctlcluster 15 main start) and set TEST_DATABASE_URL=' +
        'postgres://user:password@host:5432/postgres for a role that may create databases ' +
        '(README, "Tests on PostgreSQL").',
    );
  }
  // TEST_DATABASE_PREFIX keeps runs sharing one server apart by name (README).
  const template = `${process.env.TEST_DATABASE_PREFIX || 'portal_test'}_${process.pid}`;
  await adminQuery(adminUrl, `create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const db = createDatabase({ dialect: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  process.env[ADMIN_URL_VARIABLE] = adminUrl;
  process.env[TEMPLATE_VARIABLE] = template;
}
