import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * An e-mail must be unique among current members only, so a deleted member's address can
 * be given to a new account. SQLite cannot drop the column's UNIQUE constraint, so the
 * table is rebuilt (nothing references staff by foreign key) with a partial unique index.
 * PostgreSQL drops the constraint in place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table staff drop constraint staff_email_key`.execute(db);
    await sql`create unique index staff_email_active on staff (email)
      where deleted_at is null`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql`create table staff_rebuilt (
      id integer primary key,
      name text not null,
      email text not null,
      password_hash text not null,
      type text not null,
      token_version integer not null default 0,
      deleted_at text,
      created_at text not null,
      constraint staff_email_lower_case check (email = lower(email)),
      constraint staff_type_known
        check (type in ('Admin', 'Manager', 'Telecaller', 'Team', 'Night Staff'))
    )`.execute(trx);
    await sql`insert into staff_rebuilt
      (id, name, email, password_hash, type, token_version, deleted_at, created_at)
      select id, name, email, password_hash, type, token_version, deleted_at, created_at
      from staff`.execute(trx);
    await sql`drop table staff`.execute(trx);
    await sql`alter table staff_rebuilt rename to staff`.execute(trx);
    await sql`create unique index staff_email_active on staff (email)
      where deleted_at is null`.execute(trx);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`drop index staff_email_active`.execute(trx);
    await sql`create unique index staff_email_unique on staff (email)`.execute(trx);
  });
}
