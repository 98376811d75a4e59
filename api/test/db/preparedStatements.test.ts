import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { makeTempDir } from '../helpers/testApp';

/** The SQLite connection keeps statements prepared (src/db/database.ts): answers stay right. */
let dir: string;
let db: Kysely<Database>;
beforeEach(() => {
  dir = makeTempDir();
  db = createDatabase(path.join(dir, 'portal.sqlite'));
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('prepared statements kept on the SQLite connection', () => {
  it('answers more distinct statements than it keeps, each right every time', async () => {
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 700; n++) {
        const { rows } = await sql<{ n: number }>`select ${sql.lit(n)} as n`.execute(db);
        expect(rows).toEqual([{ n }]);
      }
    }
  });

  it('sees a changed table through a statement prepared before the change', async () => {
    await sql`create table kept (a integer)`.execute(db);
    await sql`insert into kept values (1)`.execute(db);
    const all = () => sql`select * from kept`.execute(db).then((result) => result.rows);
    expect(await all()).toEqual([{ a: 1 }]);
    await sql`alter table kept add column b integer not null default 2`.execute(db);
    expect(await all()).toEqual([{ a: 1, b: 2 }]);
  });
});

/** SQLite runs statements in this process: each waits a turn of the event loop (src/db/database.ts). */
describe('the SQLite connection taken a turn of the event loop later', () => {
  it('lets what already waits in the event loop run before a statement', async () => {
    const happened: string[] = [];
    setImmediate(() => happened.push('a request that arrived'));
    await Promise.all(
      [1, 2].map((n) =>
        sql`select ${sql.lit(n)}`.execute(db).then(() => happened.push(`statement ${n}`)),
      ),
    );
    expect(happened).toEqual(['a request that arrived', 'statement 1', 'statement 2']);
  });

  it('runs the statements of a transaction without a turn between them', async () => {
    const happened: string[] = [];
    await db.transaction().execute(async (trx) => {
      setImmediate(() => happened.push('turn'));
      await sql`select 1`.execute(trx);
      await sql`select 2`.execute(trx);
      happened.push('transaction done');
    });
    expect(happened).toEqual(['transaction done']);
  });
});
