// A PostgreSQL database of its own for a script that needs an empty one (the crash and
// load tests with `--db postgres`, the PostgreSQL bench), made and dropped through the
// server's `postgres` database.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './run.mjs';

const require = createRequire(path.join(ROOT, 'api/package.json'));
const pg = require('pg');

/** The local test cluster of README, "Tests on PostgreSQL", unless TEST_DATABASE_URL names another. */
const DEFAULT_ADMIN_URL = 'postgres://portal_test:portal_test@127.0.0.1:5432/postgres';

/**
 * Runs `statements` (given the database's quoted name) through the `postgres` database of
 * the server `url` points at.
 * @param {string} url
 * @param {(name: string) => string[]} statements
 */
async function onServer(url, statements) {
  const admin = new URL(url);
  const name = `"${admin.pathname.slice(1)}"`;
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (const statement of statements(name)) await client.query(statement);
  } finally {
    await client.end();
  }
}

const dropStatement = (name) => `drop database if exists ${name} with (force)`;

/**
 * Drops and creates the database `url` names (any session still on it is ended).
 * @param {string} url
 */
export function recreateDatabase(url) {
  return onServer(url, (name) => [dropStatement(name), `create database ${name}`]);
}

/**
 * An empty database named `prefix` and this process's id on the test cluster; `drop()`
 * removes it.
 * @param {string} prefix
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>}
 */
export async function scratchDatabase(prefix) {
  const url = new URL(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
  url.pathname = `/${prefix}_${process.pid}`;
  await recreateDatabase(url.toString());
  return {
    url: url.toString(),
    drop: () => onServer(url.toString(), (name) => [dropStatement(name)]),
  };
}
