import { sql, type Kysely } from 'kysely';
import { keepDocumentStatistics } from './160_order_search_rows';
import { isPostgres } from './dialect';

/**
 * PostgreSQL: the trigram index's document sampled with a statistics target of 1,000
 * (keepDocumentStatistics), which a database made before it lacks, and its statistics
 * gathered again at once. No-op on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await keepDocumentStatistics(db);
  await sql`analyze order_search_rows`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter index order_search_rows_fragments alter column 1 set statistics -1`.execute(db);
}
