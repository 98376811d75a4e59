import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * What migrations write differently per dialect (docs/architecture.md, "Two dialects").
 * A migration whose SQL both databases understand needs none of this; one that does not
 * branches on isPostgres and keeps both forms side by side in the same file.
 */

export { isPostgres };

/**
 * An id the database assigns on insert: SQLite's `integer primary key` is the rowid,
 * PostgreSQL needs an identity. "By default" so copies and seeds may insert their own ids
 * (resetIdentities then moves the counter past them).
 */
export function autoId(
  db: Kysely<unknown>,
): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db)
    ? (col) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col) => col.primaryKey();
}

/**
 * A PostgreSQL row trigger running `body` (PL/pgSQL statements) in the writing
 * transaction, as SQLite's triggers do; `event` is e.g. 'after insert' or
 * 'after update of a, b', `when` an optional condition on old/new.
 */
export async function createPgTrigger(
  db: Kysely<unknown>,
  trigger: { name: string; table: string; event: string; when?: string; body: string },
): Promise<void> {
  await sql
    .raw(
      `create function ${trigger.name}() returns trigger language plpgsql as $body$
      begin ${trigger.body} return null; end $body$`,
    )
    .execute(db);
  const when = trigger.when ? `when (${trigger.when})` : '';
  await sql
    .raw(
      `create trigger ${trigger.name} ${trigger.event} on ${trigger.table}
      for each row ${when} execute function ${trigger.name}()`,
    )
    .execute(db);
}

/** Drops a trigger made by createPgTrigger, with its function. */
export async function dropPgTrigger(db: Kysely<unknown>, name: string): Promise<void> {
  await sql.raw(`drop function ${name}() cascade`).execute(db);
}

/** What the three triggers of a table derived from `orders` run, using `new` and `old`. */
export interface OrderTriggerBodies {
  insert: string;
  delete: string;
  update: { of: string; when: string; body: string };
}

/**
 * The three triggers that keep a table derived from `orders` (`<name>_insert`, `_delete`,
 * `_update`), as the SQLite migrations make them: PL/pgSQL bodies using `new` and `old`.
 */
export async function createPgOrderTriggers(
  db: Kysely<unknown>,
  name: string,
  bodies: OrderTriggerBodies,
): Promise<void> {
  const table = 'orders';
  await createPgTrigger(db, {
    name: `${name}_insert`,
    table,
    event: 'after insert',
    body: bodies.insert,
  });
  await createPgTrigger(db, {
    name: `${name}_delete`,
    table,
    event: 'after delete',
    body: bodies.delete,
  });
  await createPgTrigger(db, {
    name: `${name}_update`,
    table,
    event: `after update of ${bodies.update.of}`,
    when: bodies.update.when,
    body: bodies.update.body,
  });
}

/** The same three triggers on SQLite. */
export async function createSqliteOrderTriggers(
  db: Kysely<unknown>,
  name: string,
  bodies: OrderTriggerBodies,
): Promise<void> {
  const { of, when, body } = bodies.update;
  for (const [trigger, event, run] of [
    ['insert', 'after insert', bodies.insert],
    ['delete', 'after delete', bodies.delete],
    ['update', `after update of ${of}`, body],
  ] as const) {
    const condition = trigger === 'update' ? `when ${when}` : '';
    await sql
      .raw(`create trigger ${name}_${trigger} ${event} on orders ${condition} begin ${run} end`)
      .execute(db);
  }
}

/** Drops the three triggers of a table derived from `orders`, on either database. */
export async function dropOrderTriggers(db: Kysely<unknown>, name: string): Promise<void> {
  for (const trigger of ['insert', 'delete', 'update']) {
    if (isPostgres(db)) await dropPgTrigger(db, `${name}_${trigger}`);
    else await sql.raw(`drop trigger ${name}_${trigger}`).execute(db);
  }
}
