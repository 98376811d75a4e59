import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checksMatch, copyToPostgres, CopyRefused, type TableCheck } from '../db/copyToPostgres';
import { createDatabase, describeUrl } from '../db/database';
import { migrateToLatest } from '../db/migrations';

const USAGE = `Usage: npm run migrate-data -- --from data/portal.sqlite --to postgres://user:password@host:5432/portal
  Copies a SQLite portal into an empty PostgreSQL database (migrated first), rebuilds the
  counts and report summaries there, and prints row counts and a checksum per table.
  Stop the servers on the SQLite file first; the documents folder (DATA_DIR) stays as it is.`;

class UsageError extends Error {}

function report(checks: readonly TableCheck[]): string {
  const width = Math.max(...checks.map((check) => check.table.length));
  const lines = checks.map((check) => {
    const same = check.sourceRows === check.targetRows && check.sourceSha256 === check.targetSha256;
    return `${check.table.padEnd(width)}  ${String(check.sourceRows).padStart(9)} → ${String(
      check.targetRows,
    ).padStart(9)}  sha256 ${check.targetSha256.slice(0, 16)}  ${same ? 'ok' : 'DIFFERS'}`;
  });
  return `${'table'.padEnd(width)}  ${'sqlite'.padStart(9)}   ${'postgres'.padStart(9)}\n${lines.join('\n')}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  // npm runs the command in api/: a relative path means where npm was started.
  const from = values.from && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
  if (!from || !existsSync(from)) {
    throw new UsageError(`--from must name an existing SQLite file, got "${values.from ?? ''}".`);
  }
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
    throw new UsageError('--to must be a PostgreSQL URL such as postgres://user:pass@host/db.');
  }
  const source = createDatabase(from);
  const target = createDatabase({ dialect: 'postgres', url: values.to, poolSize: 2 });
  try {
    await migrateToLatest(source);
    await migrateToLatest(target);
    const checks = await copyToPostgres(source, target);
    process.stdout.write(`${report(checks)}\n`);
    if (!checksMatch(checks)) throw new Error('The copy differs from the source (see above).');
    process.stdout.write(`Copied ${from} into ${describeUrl(values.to)}.\n`);
  } finally {
    await Promise.all([source.destroy(), target.destroy()]);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${message}\n${error instanceof UsageError ? `${USAGE}\n` : ''}`);
  process.exit(error instanceof UsageError || error instanceof CopyRefused ? 2 : 1);
});
