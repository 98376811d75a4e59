import { ConfigError } from '../lib/configError';
import { loadConfig } from '../config';
import { createDatabase, describeTarget } from '../db/database';
import { migrateToLatest } from '../db/migrations';

/**
 * `npm run migrate`: applies the pending migrations to the configured database (DATABASE_URL,
 * else DATA_DIR's SQLite file) and names them. The server does the same at start; this runs
 * it ahead of a rolling deployment (docs/architecture.md, "Migrations while old instances serve").
 */
async function main(): Promise<void> {
  const { database } = loadConfig();
  const db = createDatabase(database);
  try {
    const results = await migrateToLatest(db);
    const applied = results.map((result) => result.migrationName);
    process.stdout.write(
      applied.length === 0
        ? `${describeTarget(database)} is up to date.\n`
        : `Applied to ${describeTarget(database)}: ${applied.join(', ')}\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `${error instanceof ConfigError ? 'Configuration error: ' : ''}${message}\n`,
  );
  process.exit(1);
});
