import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { migrateToLatest } from '../../src/db/migrations';
import { DEMO_PASSWORD } from '../../src/db/seed/demoStaff';
import { seedDemoData } from '../../src/db/seed/seedDemoData';
import { callRoute } from './callRoute';
import { testStorageEnv } from './s3Server';
import { createTestDatabase, type TestSql } from './testDatabase';

export { apiPath } from './callRoute';

/** Tests date their demo orders from a fixed moment, so runs are comparable. */
export const TEST_REFERENCE_DATE = new Date('2025-06-30T00:00:00.000Z');

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** A direct connection to the app's database, for checks that bypass the app. */
  sql: TestSql;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Demo orders to seed (staff are always seeded); 0 for none. */
  orders?: number;
  /** Environment on top of the test defaults. */
  env?: NodeJS.ProcessEnv;
  /** Changes to the config after it is loaded. */
  config?: Partial<AppConfig>;
  /** Sees every route as buildApp registers it. */
  onRoute?: BuildOptions['onRoute'];
  /** Where the app logs (set LOG_LEVEL in `env` too: tests default to silent). */
  logStream?: BuildOptions['logStream'];
  /** Runs after buildApp and before ready: a place to register test-only routes. */
  beforeReady?: (app: FastifyInstance) => void;
}

export function makeTempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'portal-api-'));
}

/** Writes files (path under `root` → content), making their folders: a fake front-end build. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
}

/**
 * The real app on a fresh database (a SQLite file in a temporary folder, or a new
 * PostgreSQL database in the PostgreSQL project), migrated and seeded; in the S3 project
 * its documents go to a bucket of its own.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = makeTempDir();
  const database = await createTestDatabase();
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(await testStorageEnv()),
    ...options.env,
  });
  const config = {
    ...loaded,
    database: database.target(dataDir, loaded.databaseFile),
    ...options.config,
  };
  const app = await buildApp(config, { onRoute: options.onRoute, logStream: options.logStream });
  await migrateToLatest(app.db);
  await seedDemoData(app.db, { orders: options.orders ?? 0, referenceDate: TEST_REFERENCE_DATE });
  options.beforeReady?.(app);
  await app.ready();
  const sql = database.connect();
  return {
    app,
    config,
    sql,
    async close() {
      sql.close();
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the session token. */
export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await callRoute(app, API_ROUTES.adminLogin, null, { body: { email, password } });
  const body = response.json<{ data?: { jwtToken?: string } }>();
  if (!body.data?.jwtToken) throw new Error(`Login of ${email} failed: ${response.body}`);
  return body.data.jwtToken;
}
