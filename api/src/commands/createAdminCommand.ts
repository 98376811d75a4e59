import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase, describeTarget } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { createFirstAdmin } from './createFirstAdmin';

const USAGE = `Usage: npm run create-admin -w api -- --name "Full Name" --email you@example.com [--db path]
  The password is read from ADMIN_PASSWORD, or asked for when run in a terminal,
  or read from the first line of standard input (never from the command line, which
  other users of the machine can see).
  --db path   database file (default DATABASE_URL's PostgreSQL database, else DATA_DIR/portal.sqlite)`;

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  return askHidden('Password for the new Admin: ');
}

/** A terminal prompt that does not echo what is typed. */
async function askHidden(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) =>
    chunk === question ? write(chunk) : true) as typeof process.stdout.write;
  try {
    return await prompt.question(question);
  } finally {
    process.stdout.write = write;
    write('\n');
    prompt.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      db: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const target = values.db ?? loadConfig().database;
  const where = typeof target === 'string' ? target : describeTarget(target);
  const password = await readPassword();
  const db = createDatabase(target);
  try {
    await migrateToLatest(db);
    const id = await createFirstAdmin(db, {
      name: values.name ?? '',
      email: values.email ?? '',
      password,
    });
    process.stdout.write(`Created Admin ${values.email ?? ''} (member ${id}) in ${where}.\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  // Refusals say what to do themselves; only a bad argument needs the usage.
  const badArguments = error instanceof TypeError && 'code' in error;
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  if (badArguments) process.stderr.write(`${USAGE}\n`);
  process.exit(1);
});
