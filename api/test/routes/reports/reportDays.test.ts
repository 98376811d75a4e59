import type { CountryRow, ProcessedRow } from '@portal/shared/entities/settings';
import type { ReportScope } from '../../../src/repositories/reportRepository';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/**
 * The reports read per-day summaries kept by triggers (migration 081); they must answer
 * exactly what a GROUP BY over the orders answers, before and after orders change.
 */
// Hundreds of order changes, each compared with a GROUP BY: over 30 s on a busy CI machine.
jest.setTimeout(120_000);

describe('report summaries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orders: 400 });
  });
  afterAll(() => t.close());

  const where = (scope: ReportScope, searched: string) => {
    const conditions = ["process_status <> 'Deleted'"];
    const values: string[] = [];
    if (scope.fromDay) {
      conditions.push('created_at >= ?');
      values.push(`${scope.fromDay}T00:00:00.000Z`);
    }
    if (scope.toDay) {
      conditions.push('created_at < ?');
      const next = new Date(`${scope.toDay}T00:00:00.000Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      values.push(next.toISOString());
    }
    if (scope.search) {
      // The substring test the reports make, in each dialect's spelling.
      const position = t.sql.dialect === 'postgres' ? 'strpos' : 'instr';
      conditions.push(`${position}(lower(${searched}), lower(?)) > 0`);
      values.push(scope.search);
    }
    return { sql: conditions.join(' and '), values };
  };

  const countryByGroup = (scope: ReportScope): CountryRow[] => {
    const { sql, values } = where(scope, 'nationality');
    return t.sql
      .prepare(
        `select nationality, count(*) as count,
           sum(case when processing_type = 'Standard' then 1 else 0 end) as standard_count,
           sum(case when processing_type = 'Priority' then 1 else 0 end) as priority_count
         from orders where ${sql} group by nationality order by count desc, nationality`,
      )
      .all(...values) as CountryRow[];
  };

  const processedByGroup = (scope: ReportScope): ProcessedRow[] => {
    const { sql, values } = where(scope, 'processed_by');
    return t.sql
      .prepare(
        `select processed_by, count(*) as count from orders
         where processed_by is not null and ${sql}
         group by processed_by order by count desc, processed_by`,
      )
      .all(...values) as ProcessedRow[];
  };

  const scopes: ReportScope[] = [
    {},
    { fromDay: '2025-01-01', toDay: '2025-06-30' },
    { fromDay: '2024-07-01' },
    { toDay: '2024-12-31' },
    { fromDay: '2025-03-15', toDay: '2025-03-15' },
    { search: 'ia' },
    { fromDay: '2024-09-01', toDay: '2025-05-31', search: 'A' },
    { search: '%' },
  ];

  const expectAllEqual = async () => {
    const reports = t.app.repositories.reports;
    for (const scope of scopes) {
      expect(await reports.countryOrderCounts(scope)).toEqual(countryByGroup(scope));
      expect(await reports.processedByCounts(scope)).toEqual(processedByGroup(scope));
    }
  };

  it('answers what a GROUP BY over the orders answers', async () => {
    expect(countryByGroup({}).length).toBeGreaterThan(3);
    expect(processedByGroup({}).length).toBeGreaterThan(1);
    await expectAllEqual();
  });

  it('stays equal after status moves, edits, deletes and new orders', async () => {
    const ids = (
      t.sql.prepare('select order_id from orders order by order_id limit 40').all() as Array<{
        order_id: number;
      }>
    ).map((row) => row.order_id);
    const run = (statement: string, ...values: Array<string | number>) =>
      t.sql.prepare(statement).run(...values);
    for (const id of ids.slice(0, 10))
      run("update orders set process_status = 'Deleted' where order_id = ?", id);
    await expectAllEqual();
    for (const id of ids.slice(0, 5))
      run("update orders set process_status = 'Completed' where order_id = ?", id);
    for (const id of ids.slice(10, 15))
      run("update orders set process_status = 'Pending' where order_id = ?", id);
    run("update orders set processed_by = 'Zed Zero' where order_id = ?", ids[15] ?? 0);
    run('update orders set processed_by = null where order_id = ?', ids[16] ?? 0);
    run(
      "update orders set nationality = 'Iceland', processing_type = 'Priority' where order_id = ?",
      ids[17] ?? 0,
    );
    run(
      "update orders set created_at = '2025-03-15T23:59:59.999Z' where order_id = ?",
      ids[18] ?? 0,
    );
    for (const id of ids.slice(20, 30)) run('delete from orders where order_id = ?', id);
    const columns = Object.keys(
      t.sql.prepare('select * from orders limit 1').get() as object,
    ).filter((name) => name !== 'order_id');
    run(
      `insert into orders (order_id, ${columns.join(', ')})
       select order_id + 100000, ${columns.join(', ')} from orders where order_id in (?, ?, ?)`,
      ids[31] ?? 0,
      ids[32] ?? 0,
      ids[2] ?? 0,
    );
    await expectAllEqual();
  });
});
