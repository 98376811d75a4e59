import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase, withoutTimeLimits, type DatabaseTimeouts } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrations';
import type { Database } from '../../src/db/schema';
import { adminQuery, ADMIN_URL_VARIABLE } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';

type Setting =
  'statement_timeout' | 'lock_timeout' | 'jit' | 'work_mem' | 'max_parallel_workers_per_gather';

const show = async (db: Kysely<Database>, setting: Setting) =>
  (await sql<Record<string, string>>`show ${sql.raw(setting)}`.execute(db)).rows[0]?.[setting];

/** The serving pool's time limits (docs/reliability.md, "Bounded work per call"). */
describe('PostgreSQL time limits', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const url = () => (t.config.database.dialect === 'postgres' ? t.config.database.url : '');
  /** One connection, so each check sees the connection the one before used. */
  const openOne = (timeouts: DatabaseTimeouts) =>
    createDatabase({ dialect: 'postgres', url: url(), poolSize: 1 }, timeouts);

  beforeAll(async () => {
    t = await createTestApp();
    db = openOne({ statementMs: 2000, lockMs: 500 });
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  it("puts the configured limits on the app's connections (10 s and 5 s by default)", async () => {
    expect(await show(t.app.db, 'statement_timeout')).toBe('10s');
    expect(await show(t.app.db, 'lock_timeout')).toBe('5s');
    const limited = await createTestApp({
      env: { DATABASE_STATEMENT_TIMEOUT: '3s', DATABASE_LOCK_TIMEOUT: '2s' },
    });
    try {
      expect(await show(limited.app.db, 'statement_timeout')).toBe('3s');
      expect(await show(limited.app.db, 'lock_timeout')).toBe('2s');
    } finally {
      await limited.close();
    }
  });

  it('opens every connection with JIT off and 16 MB of work memory (short statements, exact bitmaps)', async () => {
    for (const connection of [t.app.db, db]) {
      expect(await show(connection, 'jit')).toBe('off');
      expect(await show(connection, 'work_mem')).toBe('16MB');
    }
  });

  it('opens its connections with the work_mem asked for (DATABASE_WORK_MEM)', async () => {
    const larger = createDatabase({
      dialect: 'postgres',
      url: url(),
      poolSize: 1,
      workMem: '48MB',
    });
    try {
      expect(await show(larger, 'work_mem')).toBe('48MB');
      expect(await show(larger, 'jit')).toBe('off');
    } finally {
      await larger.destroy();
    }
  });

  it('serves without parallel workers, which the seed and the migrations keep', async () => {
    expect(await show(t.app.db, 'max_parallel_workers_per_gather')).toBe('0');
    expect(await show(db, 'max_parallel_workers_per_gather')).toBe('0');
    const unlimited = createDatabase({ dialect: 'postgres', url: url(), poolSize: 1 });
    try {
      expect(await show(unlimited, 'max_parallel_workers_per_gather')).not.toBe('0');
    } finally {
      await unlimited.destroy();
    }
  });

  it('cancels a statement that runs past its limit (query_canceled)', async () => {
    await expect(sql`select pg_sleep(3)`.execute(db)).rejects.toMatchObject({ code: '57014' });
    expect(await show(db, 'statement_timeout')).toBe('2s');
  });

  it('gives up a lock wait past its limit (lock_not_available)', async () => {
    const holder = new pg.Client({ connectionString: url() });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock(4242)');
      await expect(sql`select pg_advisory_lock(4242)`.execute(db)).rejects.toMatchObject({
        code: '55P03',
      });
    } finally {
      await holder.end();
    }
  });

  it('lifts the limits for work that needs longer, then puts them back on the connection', async () => {
    const inside = await withoutTimeLimits(db, async (_client, pinned) => ({
      statement: await show(pinned, 'statement_timeout'),
      lock: await show(pinned, 'lock_timeout'),
    }));
    expect(inside).toEqual({ statement: '0', lock: '0' });
    expect(await show(db, 'statement_timeout')).toBe('2s');
    expect(await show(db, 'lock_timeout')).toBe('500ms');
  });

  it('migrates an empty database however short the limits', async () => {
    const adminUrl = process.env[ADMIN_URL_VARIABLE] ?? '';
    const name = `portal_time_limits_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    const fresh = createDatabase(
      { dialect: 'postgres', url: target.toString(), poolSize: 1 },
      { statementMs: 1, lockMs: 1 },
    );
    try {
      const applied = await migrateToLatest(fresh);
      expect(applied.every((result) => result.status === 'Success')).toBe(true);
      expect(applied.length).toBeGreaterThan(10);
      expect(await show(fresh, 'statement_timeout')).toBe('1ms');
    } finally {
      await fresh.destroy();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    }
  });
});
