import { sql, type Kysely } from 'kysely';
import { fillOrderSearch } from './migrations/080_order_search_fts';
import { fillOrderFragments } from './migrations/150_order_search_fragments';
import { fillOrderSearchRows } from './migrations/160_order_search_rows';
import { fillAssigneeCounts } from './migrations/120_order_assignee_counts';
import { fillReportDays } from './migrations/081_order_report_days';
import type { Database } from './schema';

/** Derived tables, and how each group of them is filled from the orders as they are. */
const DERIVED_TABLES: readonly {
  tables: readonly string[];
  fill: (db: Kysely<Database>) => Promise<unknown>;
}[] = [
  {
    tables: ['order_status_counts'],
    fill: async (db) => {
      await sql`delete from order_status_counts`.execute(db);
      await sql`insert into order_status_counts (process_status, count)
        select process_status, count(*) from orders group by process_status`.execute(db);
    },
  },
  { tables: ['order_assignee_counts'], fill: fillAssigneeCounts },
  { tables: ['order_search'], fill: fillOrderSearch },
  { tables: ['order_fragments'], fill: fillOrderFragments },
  { tables: ['order_search_rows'], fill: fillOrderSearchRows },
  { tables: ['order_country_days', 'order_processor_days'], fill: fillReportDays },
];

/**
 * Tables derived from `orders` that triggers keep in step with every change. A bulk load
 * (the seed) drops those triggers for speed, then calls this once to rebuild each table
 * from the orders as they now are, exactly as the triggers would have left it; a table the
 * load wrote itself (`written`: the PostgreSQL seed writes order_search_rows with its orders)
 * is left as it is. A migration that adds a trigger-kept table adds its refill here, or a
 * seeded database leaves it empty (seededDatabase.test.ts finds such tables from the
 * triggers and catches that).
 */
export async function rebuildDerivedTables(
  db: Kysely<Database>,
  written: readonly string[] = [],
): Promise<void> {
  for (const { tables, fill } of DERIVED_TABLES) {
    if (!tables.every((table) => written.includes(table))) await fill(db);
  }
}
