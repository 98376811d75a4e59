import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { FOLDER_RULES } from '@portal/shared/folders/folderRules';
import { OrderRepository } from '../../src/repositories/orderRepository';
import type { Database } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** A node of PostgreSQL's EXPLAIN (ANALYZE, FORMAT JSON). */
interface PlanNode {
  'Node Type': string;
  'CTE Name'?: string;
  'Index Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/**
 * A fragment search on PostgreSQL (findSearchRowsPage) counts its matches and reads its page
 * in one statement; the trigram index, whose scan is most of a search's time at ten million
 * orders (docs/benchmarks.md), is read once for both.
 */
describe('a fragment search on PostgreSQL', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let statements: CompiledQuery[];
  let db: Kysely<Database>;

  beforeAll(async () => {
    t = await createTestApp({ orders: 400 });
    if (t.config.database.dialect !== 'postgres') throw new Error('needs PostgreSQL');
    // Planned as on a table of millions: 400 orders are read whole sooner than through an index.
    pool = new pg.Pool({
      connectionString: t.config.database.url,
      max: 1,
      options: '-c enable_seqscan=off',
    });
    statements = [];
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        statements.push(event.query);
      },
    });
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  it('reads the trigram index once and counts its matches once', async () => {
    const sample = await db
      .selectFrom('orders')
      .select(['order_id', 'email'])
      .orderBy('order_id')
      .offset(123)
      .executeTakeFirstOrThrow();
    const fragment = sample.email.slice(1, 8);
    statements.length = 0;
    const page = await new OrderRepository(db).findPage({
      filter: { statuses: FOLDER_RULES.allorder.statuses, assignee: null },
      search: fragment,
      offset: 0,
      limit: 10,
    });
    expect(page.rows.map((row) => row.order_id)).toContain(sample.order_id);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(statements).toHaveLength(1);
    const [statement] = statements;
    const { rows } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>({
      text: `explain (analyze, format json) ${statement?.sql}`,
      values: [...(statement?.parameters ?? [])],
    });
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!plan) throw new Error('no plan');
    const trigramScans = nodesOf(plan).filter(
      (node) => node['Index Name'] === 'order_search_rows_fragments' && node['Actual Loops'] > 0,
    );
    expect(trigramScans).toHaveLength(1);
    // The kept matches are counted once, though the count is read in three places.
    const counts = nodesOf(plan).filter(
      (node) => node['Node Type'] === 'Aggregate' && node['Actual Loops'] > 0,
    );
    expect(counts).toHaveLength(1);
  });
});
