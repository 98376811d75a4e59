import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { CountryRow, ProcessedRow } from '@portal/shared/entities/settings';
import type { Database } from '../db/schema';

/** Which orders a report counts: created in [from, to) (ISO instants) and matching `search`. */
export interface ReportScope {
  createdFrom?: string;
  createdBefore?: string;
  /** Case-insensitive part of the grouped value (nationality, or processed_by). */
  search?: string;
}

type CountValue = number | string | bigint;
type OrdersQuery<O> = SelectQueryBuilder<Database, 'orders', O>;

/**
 * The report counts, aggregated by the database (GROUP BY with conditional sums).
 * Deleted orders are junk or duplicates staff removed on purpose: no report counts them.
 */
export class ReportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async countryOrderCounts(scope: ReportScope): Promise<CountryRow[]> {
    const query = this.db
      .selectFrom('orders')
      .select((eb) => [
        'nationality',
        eb.fn.countAll<CountValue>().as('count'),
        sumWhere(eb, 'Standard').as('standard_count'),
        sumWhere(eb, 'Priority').as('priority_count'),
      ]);
    const rows = await withScope(query, 'nationality', scope)
      .groupBy('nationality')
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
    const query = this.db
      .selectFrom('orders')
      .select((eb) => ['processed_by', eb.fn.countAll<CountValue>().as('count')])
      .where('processed_by', 'is not', null);
    const rows = await withScope(query, 'processed_by', scope)
      .groupBy('processed_by')
      .orderBy('count', 'desc')
      .orderBy('processed_by')
      .execute();
    return rows.map((row) => ({ processed_by: row.processed_by ?? '', count: Number(row.count) }));
  }
}

function sumWhere(eb: ExpressionBuilder<Database, 'orders'>, type: 'Standard' | 'Priority') {
  return eb.fn.sum<CountValue>(eb.case().when('processing_type', '=', type).then(1).else(0).end());
}

function withScope<O>(
  query: OrdersQuery<O>,
  searched: 'nationality' | 'processed_by',
  scope: ReportScope,
): OrdersQuery<O> {
  let scoped = query.where('process_status', '<>', 'Deleted');
  if (scope.createdFrom) scoped = scoped.where('created_at', '>=', scope.createdFrom);
  if (scope.createdBefore) scoped = scoped.where('created_at', '<', scope.createdBefore);
  const search = scope.search?.trim();
  if (search) {
    // instr on lower-cased text: a plain substring test, so % and _ need no escaping.
    scoped = scoped.where((eb) =>
      eb(eb.fn('instr', [eb.fn('lower', [searched]), eb.fn('lower', [eb.val(search)])]), '>', 0),
    );
  }
  return scoped;
}
