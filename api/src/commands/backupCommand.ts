import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { ConfigError } from '../lib/configError';
import { backupFileName, backupSqlite } from './backupSqlite';

const USAGE =
  'Usage: npm run backup [-- --to FILE]   (default: DATA_DIR/backups/portal-<UTC time>.sqlite)';

/**
 * `npm run backup`: an online backup of the SQLite database while the server runs. On
 * PostgreSQL, pg_dump does this (docs/deployment.md#backup-and-restore).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig();
  if (config.database.dialect === 'postgres') {
    throw new Error(
      'DATABASE_URL names a PostgreSQL database: back it up with pg_dump (docs/deployment.md, "Backup and restore").',
    );
  }
  const target = path.resolve(values.to ?? path.join(config.dataDir, 'backups', backupFileName()));
  const started = Date.now();
  const { file, bytes } = await backupSqlite(config.databaseFile, target);
  process.stdout.write(
    `Backed up ${config.databaseFile} to ${file} (${bytes} bytes, integrity ok) in ${Date.now() - started} ms.\n`,
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `${error instanceof ConfigError ? 'Configuration error: ' : ''}${message}\n`,
  );
  process.stderr.write(`${USAGE}\n`);
  process.exit(1);
});
