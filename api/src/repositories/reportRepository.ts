import { sql, type Kysely, type SqlBool } from 'kysely';
import type { CountryRow, ProcessedRow } from '@portal/shared/entities/settings';
import { dialectOf, type Dialect } from '../db/database';
import type { Database } from '../db/schema';

/** Which orders a report counts: created on fromDay..toDay (UTC, both inclusive) and matching `search`. */
export interface ReportScope {
  fromDay?: string;
  toDay?: string;
  /** Case-insensitive part of the grouped value (nationality, or processed_by), trimmed. */
  search?: string;
}

type CountValue = number | string | bigint;
type DayTable = 'order_country_days' | 'order_processor_days';

/**
 * The report counts, summed from the per-day summaries that triggers keep on orders
 * (migration 081): a year is a few thousand summary rows, not 600,000 orders.
 * Deleted orders are junk or duplicates staff removed on purpose: no report counts them
 * (the summaries leave them out).
 */
export class ReportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async countryOrderCounts(scope: ReportScope): Promise<CountryRow[]> {
    const count = sql<CountValue>`sum(count)`;
    const rows = await this.db
      .selectFrom('order_country_days')
      .select([
        'nationality',
        count.as('count'),
        sql<CountValue>`sum(case when processing_type = 'Standard' then count else 0 end)`.as(
          'standard_count',
        ),
        sql<CountValue>`sum(case when processing_type = 'Priority' then count else 0 end)`.as(
          'priority_count',
        ),
      ])
      .where(() => inScope('order_country_days', 'nationality', scope, dialectOf(this.db)))
      .groupBy('nationality')
      .having(count, '>', 0)
      .orderBy('count', 'desc')
      .orderBy('nationality')
      .execute();
    return rows.map((row) => ({
      nationality: row.nationality,
      count: Number(row.count),
      standard_count: Number(row.standard_count),
      priority_count: Number(row.priority_count),
    }));
  }

  async processedByCounts(scope: ReportScope): Promise<ProcessedRow[]> {
    const count = sql<CountValue>`sum(count)`;
    const rows = await this.db
      .selectFrom('order_processor_days')
      .select(['processed_by', count.as('count')])
      .where(() => inScope('order_processor_days', 'processed_by', scope, dialectOf(this.db)))
      .groupBy('processed_by')
      .having(count, '>', 0)
      .orderBy('count', 'desc')
      .orderBy('processed_by')
      .execute();
    return rows.map((row) => ({ processed_by: row.processed_by, count: Number(row.count) }));
  }
}

/** The scope on a summary table: its days (the primary key's first column) and the search. */
function inScope(table: DayTable, searched: string, scope: ReportScope, dialect: Dialect) {
  const day = sql.ref(`${table}.day`);
  const conditions = [sql<SqlBool>`1 = 1`];
  if (scope.fromDay) conditions.push(sql<SqlBool>`${day} >= ${scope.fromDay}`);
  if (scope.toDay) conditions.push(sql<SqlBool>`${day} <= ${scope.toDay}`);
  const { search } = scope;
  // A plain substring test on lower-cased text, so % and _ need no escaping; PostgreSQL
  // calls SQLite's instr strpos.
  if (search) {
    const position = sql.raw(dialect === 'postgres' ? 'strpos' : 'instr');
    conditions.push(sql<SqlBool>`${position}(lower(${sql.ref(searched)}), lower(${search})) > 0`);
  }
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}
