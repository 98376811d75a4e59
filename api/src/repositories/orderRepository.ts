import type { Kysely } from 'kysely';
import type { ProcessStatus } from '@portal/shared/entities/folders';
import type { Database } from '../db/schema';

type CountValue = number | string | bigint;

/** Customer orders. */
export class OrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Orders per process_status, in one GROUP BY (index orders_status_created). */
  async countByStatus(): Promise<Map<ProcessStatus, number>> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['process_status', (eb) => eb.fn.countAll<CountValue>().as('count')])
      .groupBy('process_status')
      .execute();
    return new Map(rows.map((row) => [row.process_status, Number(row.count)]));
  }

  /** Orders assigned to `assignee` in one of `statuses` (index orders_assignee_status). */
  async countAssignedTo(assignee: string, statuses: readonly ProcessStatus[]): Promise<number> {
    if (statuses.length === 0) return 0;
    const { count } = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<CountValue>().as('count'))
      .where('assign_to', '=', assignee)
      .where('process_status', 'in', statuses)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<CountValue>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}
