import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { CompiledQueries, CompiledStatement, SHAPES_KEPT } from '../../src/db/compiledQueries';
import { createDatabase, observeStatements } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { makeTempDir } from '../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

// On PostgreSQL, a database copied from the template on a machine other suites share.
jest.setTimeout(60_000);

let dir: string;
let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  dir = makeTempDir();
  database = await createTestDatabase();
});
beforeEach(async () => {
  db = createDatabase(database.target(dir, path.join(dir, 'portal.sqlite')));
  await sql`create table items (id integer primary key, name text not null)`.execute(db);
  await sql`insert into items values (1, 'one'), (2, 'two'), (3, 'three')`.execute(db);
});
afterEach(async () => {
  await sql`drop table if exists items`.execute(db);
  await db.destroy();
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A table the schema does not know, read through Kysely's untyped builder. */
const items = (from: Kysely<Database>) =>
  (from as unknown as Kysely<{ items: Item }>).selectFrom('items');

interface Item {
  id: number;
  name: string;
}

/** Shape: newest first or not. Values: the lowest id, and a name left out. */
const itemsFrom = jest.fn(
  (from: Kysely<Database>, shape: { newestFirst: boolean }, values: { min: number; not: string }) =>
    items(from)
      .select('id')
      .where('id', '>=', values.min)
      .where('name', '!=', values.not)
      .where('name', '!=', 'nobody')
      .orderBy('id', shape.newestFirst ? 'desc' : 'asc'),
);

beforeEach(() => itemsFrom.mockClear());

describe('queries compiled once', () => {
  it('runs each call with its own values, beside the constants the query was built with', async () => {
    const queries = new CompiledQueries(db, itemsFrom);
    const ids = async (min: number, not: string) =>
      (await queries.execute({ newestFirst: false }, { min, not })).map(({ id }) => id);
    expect(await ids(1, 'two')).toEqual([1, 3]);
    expect(await ids(2, 'three')).toEqual([2]);
    expect(await ids(1, 'nobody else')).toEqual([1, 2, 3]);
    expect(itemsFrom).toHaveBeenCalledTimes(1);
  });

  it('builds a statement for each shape, once', async () => {
    const queries = new CompiledQueries(db, itemsFrom);
    const ids = async (newestFirst: boolean) =>
      (await queries.execute({ newestFirst }, { min: 2, not: '' })).map(({ id }) => id);
    expect(await ids(true)).toEqual([3, 2]);
    expect(await ids(false)).toEqual([2, 3]);
    expect(await ids(true)).toEqual([3, 2]);
    expect(itemsFrom).toHaveBeenCalledTimes(2);
  });

  it('refuses a build that compares a value or writes it into the text', async () => {
    const comparing = new CompiledQueries(db, (from, shape: boolean, values: { min: number }) =>
      items(from)
        .select('id')
        .$if(shape && values.min > 1, (query) => query.where('id', '>=', values.min)),
    );
    await expect(comparing.execute(true, { min: 2 })).rejects.toThrow(
      "The value 'min' was compared or written into text while its statement was built",
    );
    const writing = new CompiledStatement(db, (from, values: { name: string }) =>
      items(from).select('id').where('name', '=', `${values.name}`),
    );
    await expect(writing.execute({ name: 'one' })).rejects.toThrow("The value 'name'");
  });

  it(`keeps ${SHAPES_KEPT} shapes, dropping the oldest`, async () => {
    const byName = jest.fn(
      (from: Kysely<Database>, shape: { name: string }, values: { id: number }) =>
        items(from).select(sql.lit(shape.name).as('shape')).where('id', '=', values.id),
    );
    const queries = new CompiledQueries(db, byName);
    for (let shape = 0; shape <= SHAPES_KEPT; shape += 1) {
      await queries.execute({ name: `shape ${shape}` }, { id: 1 });
    }
    expect(await queries.execute({ name: 'shape 500' }, { id: 2 })).toEqual([
      { shape: 'shape 500' },
    ]);
    expect(byName).toHaveBeenCalledTimes(SHAPES_KEPT + 1);
    expect(await queries.execute({ name: 'shape 0' }, { id: 3 })).toEqual([{ shape: 'shape 0' }]);
    expect(byName).toHaveBeenCalledTimes(SHAPES_KEPT + 2);
  });
});

describe('a statement of one shape', () => {
  it('is built once and runs each call with its own values', async () => {
    const byId = jest.fn((from: Kysely<Database>, values: { id: number }) =>
      items(from).select('name').where('id', '=', values.id),
    );
    const statement = new CompiledStatement(db, byId);
    expect(await statement.execute({ id: 2 })).toEqual([{ name: 'two' }]);
    expect(await statement.execute({ id: 3 })).toEqual([{ name: 'three' }]);
    expect(await statement.execute({ id: 4 })).toEqual([]);
    expect(byId).toHaveBeenCalledTimes(1);
  });
});

describe('where a compiled statement runs', () => {
  const byId = (from: Kysely<Database>, values: { id: number }) =>
    items(from).select('name').where('id', '=', values.id);

  it("runs in a transaction on the transaction's connection", async () => {
    const names = await db.transaction().execute(async (trx) => {
      await sql`insert into items values (4, 'four')`.execute(trx);
      return new CompiledStatement(trx, byId).execute({ id: 4 });
    });
    expect(names).toEqual([{ name: 'four' }]);
  });

  it('tells the statement observer of each run, and of a failure with its error', async () => {
    const observed: Array<{ seconds: number; failed: boolean }> = [];
    observeStatements(db, (seconds, failure) => observed.push({ seconds, failed: !!failure }));
    const statement = new CompiledStatement(db, byId);
    expect(await statement.execute({ id: 1 })).toEqual([{ name: 'one' }]);
    await sql`drop table items`.execute(db);
    await expect(statement.execute({ id: 1 })).rejects.toThrow(/items/);
    const run = (failed: boolean) => ({ seconds: expect.any(Number), failed });
    // The compiled read, Kysely's `drop table`, then the compiled read again.
    expect(observed).toEqual([run(false), run(false), run(true)]);
    expect(observed.every(({ seconds }) => seconds >= 0)).toBe(true);
  });
});
