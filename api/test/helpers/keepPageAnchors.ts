/** A statement run on one database: `exec` for its effect, `value` for its first column. */
export interface StatementRunner {
  exec(text: string): unknown;
  value(text: string): unknown;
}

/**
 * While any session of a PostgreSQL database holds a transaction id, a pager jump's version
 * reads null and the jump neither uses nor learns positions (repositories/pageAnchors), so a
 * test that counts a jump's statements or plans would change under it. Autovacuum's ANALYZE
 * of freshly seeded tables takes one: it is turned off for the database's tables, and a
 * worker already in one is waited out.
 */
export async function keepPageAnchors(database: StatementRunner): Promise<void> {
  await database.exec(`do $$ declare t record; begin
    for t in select tablename from pg_tables where schemaname = current_schema() loop
      execute format('alter table %I set (autovacuum_enabled = off)', t.tablename);
    end loop; end $$`);
  const giveUpAt = Date.now() + 30_000;
  const writerInFlight = `select exists (select from pg_stat_activity
    where datname = current_database() and backend_xid is not null)`;
  while (await database.value(writerInFlight)) {
    if (Date.now() > giveUpAt) throw new Error('a session still holds a transaction id');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
