import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { ConfigError } from '../../src/lib/configError';
import { loadConfig } from '../../src/config';
import { makeTempDir } from '../helpers/testApp';

/** The database is chosen at start: DATABASE_URL names PostgreSQL, else the SQLite file. */
describe('choosing the database', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the SQLite file in DATA_DIR without DATABASE_URL, read by SQLITE_READERS threads (one per core but one by default)', () => {
    expect(loadConfig({ DATA_DIR: dir }).database).toEqual({
      dialect: 'sqlite',
      file: path.join(dir, 'portal.sqlite'),
      readers: Math.max(1, availableParallelism() - 1),
    });
    expect(loadConfig({ DATA_DIR: dir, SQLITE_READERS: '1' }).database).toMatchObject({
      readers: 1,
    });
    expect(() => loadConfig({ DATA_DIR: dir, SQLITE_READERS: '0' })).toThrow(
      'SQLITE_READERS must be a whole number of at least 1, got "0".',
    );
  });

  it('uses PostgreSQL with a pool of DATABASE_POOL_SIZE (10 by default)', () => {
    const url = 'postgres://portal:secret@db.example:5432/portal';
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: url }).database).toEqual({
      dialect: 'postgres',
      url,
      poolSize: 10,
    });
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: url, DATABASE_POOL_SIZE: '25' }).database,
    ).toMatchObject({ poolSize: 25 });
  });

  it.each([
    [
      { DATABASE_URL: 'mysql://db/portal' },
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/portal.',
    ],
    [
      { DATABASE_URL: 'postgres://db/portal', DATABASE_POOL_SIZE: 'many' },
      'DATABASE_POOL_SIZE must be a whole number of at least 1, got "many".',
    ],
  ])('refuses %j at start with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(new ConfigError(message));
  });

  it('stops the start with one line naming DATABASE_URL when PostgreSQL cannot be reached', async () => {
    const config = loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
      DATABASE_URL: 'postgres://portal:secret@127.0.0.1:1/portal',
    });
    const error = await buildApp(config).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      /^DATABASE_URL: cannot use the PostgreSQL database at 127\.0\.0\.1:1\/portal: .*ECONNREFUSED/,
    );
    expect((error as Error).message).not.toContain('secret');
    expect((error as Error).message).not.toContain('\n');
  });
});
