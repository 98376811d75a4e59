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

/**
 * The three triggers that keep a table derived from `orders` (`<name>_insert`, `_delete`,
 * `_update`), as the SQLite migrations make them: PL/pgSQL bodies using `new` and `old`.
 */
export async function createPgOrderTriggers(
  db: Kysely<unknown>,
  name: string,
  bodies: { insert: string; delete: string; update: { of: string; when: string; body: string } },
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
