import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { ProcessStatus } from '@portal/shared/entities/folders';
import type { OrderListRow } from '@portal/shared/entities/order';
import { WORKABLE_STATUSES } from '@portal/shared/folders/folderRules';
import type { OrderHold } from '@portal/shared/roles/orderRules';
import { dialectOf, type Dialect } from '../db/database';
import { KEY_READ } from '../db/keyReads';
import { CompiledQueries, CompiledStatement } from '../db/compiledQueries';
import type { Database } from '../db/schema';
import {
  fragmentCondition,
  fragmentMatchIsExact,
  isFragmentSearch,
  matchIsExact,
  orderFragmentMatch,
  orderSearchCondition,
  orderSearchMatch,
  withStatuses,
} from './orderSearch';
import { ANCHOR_SPACING, changeVersion, PageAnchors, type KnownAnchor } from './pageAnchors';

type CountValue = number | string | bigint;

/** The one order a read by key is of, as the compiled statements of such reads take it. */
export interface OrderKey {
  orderId: number;
}

/** Which orders a queue holds: some statuses, for My Orders only those of one assignee. */
export interface FolderFilter {
  statuses: readonly ProcessStatus[];
  assignee: string | null;
}

/** Whose orders a status count counts: every order, or those one member holds. */
type StatusCountsOf = 'all' | 'held';

/** Orders per process_status, of all orders and of the orders one member holds. */
export type StatusCounts = Record<StatusCountsOf, Map<ProcessStatus, number>>;

/** Where a keyset page starts: just after this row in the list order (newest first). */
export interface ListPosition {
  createdAt: string;
  orderId: number;
}

export interface OrderPageQuery {
  filter: FolderFilter;
  /** Narrows the folder to the orders matching it (see orderSearch); blank means none. */
  search?: string;
  /** Rows to skip; ignored when `after` is given. A deep one starts from a known position. */
  offset: number;
  /** Seek past this row instead of skipping `offset` rows (lists only, not searches). */
  after?: ListPosition;
  limit: number;
}

export interface OrderPage {
  rows: OrderListRow[];
  total: number;
  /** A search matched more than `total` orders (its count stops at SEARCH_TOTAL_CAP). */
  totalCapped?: boolean;
}

/**
 * Where a page starts: `offset` rows after `after` (the first row when none). A jump's
 * reads the version too, and learns the position `anchorAt` rows after `after`
 * (pageAnchors).
 */
interface PageStart {
  after?: ListPosition;
  offset: number;
  jump?: { anchorAt?: number };
}

/** A page as one statement read it; a jump's with the version it was read at. */
interface ReadPage extends OrderPage {
  version: string | null;
  anchor?: ListPosition;
}

/**
 * A search the FTS5 copies answer (SQLite): order_search for prefixes (migration 080),
 * order_fragments for fragments of 3 characters or more (migration 150); `exact` when the
 * match alone is the rule, without a check of each candidate.
 */
interface IndexSearch {
  table: 'order_search' | 'order_fragments';
  match: string;
  exact: boolean;
}

/** The FTS5 search of `search`, or null when neither copy can answer it (orders then do). */
function indexSearch(search: string): IndexSearch | null {
  if (isFragmentSearch(search)) {
    const match = orderFragmentMatch(search);
    return match === null
      ? null
      : { table: 'order_fragments', match, exact: fragmentMatchIsExact(search) };
  }
  const match = orderSearchMatch(search);
  return match === null ? null : { table: 'order_search', match, exact: matchIsExact(search) };
}

/** A search counts its matches up to this many; more answer this total, flagged as capped. */
export const SEARCH_TOTAL_CAP = 10_000;

/**
 * Positions one statement of a deep jump walks past at most: 2,000 rows, about what a page of
 * 1,000 reads (jumpPage).
 */
export const MAX_WALK_ANCHORS = 20;

/** What a queue action checks about an order before it changes it. */
export interface ActionTarget {
  order_id: number;
  process_status: ProcessStatus;
  assign_to: string | null;
  email: string;
  given_names: string;
  family_name: string;
  domain_name: string | null;
  refund_date: string | null;
}

const LIST_COLUMNS = [
  'order_id',
  'process_status',
  'given_names',
  'family_name',
  'email',
  'mobile_phone',
  'assign_to',
  'created_at',
  'refund_date',
] as const;

type OrdersExpressions = ExpressionBuilder<Database, 'orders'>;

function folderCondition(
  eb: OrdersExpressions,
  filter: FolderFilter,
  search: string | undefined,
  dialect: Dialect,
): Expression<SqlBool> {
  const onStatusIndex = filter.statuses.length === 1 && filter.assignee === null && !search?.trim();
  const conditions: Expression<SqlBool>[] = [
    onStatusIndex ? statusIn(filter.statuses) : statusTestedPerRow(filter.statuses, dialect),
  ];
  if (filter.assignee !== null) conditions.push(eb('assign_to', '=', filter.assignee));
  if (search?.trim()) {
    // As a subquery the search runs on its own indexes (a multi-index OR) whatever the
    // folder, instead of SQLite scanning a large folder's status index and filtering.
    conditions.push(
      eb(
        'order_id',
        'in',
        eb
          .selectFrom('orders')
          .select('order_id')
          .where((inner) => orderSearchCondition(inner, search, dialect)),
      ),
    );
  }
  return eb.and(conditions);
}

/**
 * `+process_status in (…)`: the unary `+` keeps SQLite off orders_status_listed, which
 * for several statuses (or a search) would gather the whole folder, up to a million rows,
 * and sort or count it on every page. Without it SQLite drives the query from a better
 * index and tests the status inside it: newest first on orders_created_cover (several
 * statuses) or orders_assignee_created (My Orders), or from the search's matches.
 */
function statusTestedPerRow(
  statuses: readonly ProcessStatus[],
  dialect: Dialect,
): Expression<SqlBool> {
  // PostgreSQL has no unary + on text; its planner weighs the indexes by statistics instead.
  const status = sql.ref('process_status');
  return statusIn(statuses, dialect === 'postgres' ? status : sql`+${status}`);
}

/**
 * `status in (…)`; false for no statuses (SQL has no empty list). The statuses are written
 * into the text as literals, not sent as values: they come from the fixed list of statuses
 * and decide the plan, so each folder's statement is a text of its own whose plan is made
 * once per connection on PostgreSQL (docs/benchmarks.md, "Plans made once on PostgreSQL").
 */
function statusIn(
  statuses: readonly ProcessStatus[],
  status: Expression<unknown> = sql.ref('process_status'),
): Expression<SqlBool> {
  if (statuses.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${status} in (${sql.join(statuses.map((value) => sql.lit(value)))})`;
}

/** The rows of `matches` counted up to SEARCH_TOTAL_CAP + 1, as the column `total`. */
function cappedCount<TB extends keyof Database>(
  db: Kysely<Database>,
  matches: SelectQueryBuilder<Database, TB, object>,
) {
  return db
    .selectFrom(
      matches
        .select(sql<number>`1`.as('one'))
        .limit(SEARCH_TOTAL_CAP + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<CountValue>().as('total'));
}

/** A search's total counted up to SEARCH_TOTAL_CAP + 1: more answer the cap, flagged. */
function cappedTotal(total: number): Pick<OrderPage, 'total' | 'totalCapped'> {
  return total > SEARCH_TOTAL_CAP ? { total: SEARCH_TOTAL_CAP, totalCapped: true } : { total };
}

/**
 * Where a jump to the page `offset` rows deep starts: after the known position nearest below
 * it (the first row when none is known), learning the position of anchor `index` on the way
 * unless that is the one known.
 */
function jumpStart(index: number, offset: number, known: KnownAnchor | null): PageStart {
  const from = (known?.index ?? 0) * ANCHOR_SPACING;
  const anchorAt = known?.index === index ? undefined : index * ANCHOR_SPACING - 1 - from;
  return { after: known?.position, offset: offset - from, jump: { anchorAt } };
}

/**
 * The list columns of a page statement's record (it also carries the total, the version).
 * Copied by a loop: `Object.fromEntries` made an array for each column of each row, a sixth
 * of what a list call allocated (docs/benchmarks.md, "Young collections that copy only what
 * lives").
 */
function listRow(record: Record<(typeof LIST_COLUMNS)[number], unknown>): OrderListRow {
  const row: Partial<Record<(typeof LIST_COLUMNS)[number], unknown>> = {};
  for (const column of LIST_COLUMNS) row[column] = record[column];
  return row as OrderListRow;
}

/** A column of the first row a page statement walked: the position a jump learns. */
function firstWalked<T>(column: 'created_at' | 'order_id') {
  return sql<T | null>`(select ${sql.ref(column)} from walked
    order by created_at desc, order_id desc limit 1)`;
}

/** Nobody holds the order: never assigned, or released ('' in older data). */
function isUnassigned(eb: OrdersExpressions): Expression<SqlBool> {
  return eb.or([eb('assign_to', 'is', null), eb('assign_to', '=', '')]);
}

/** Every order's status counts and those of the orders `assignee` holds, `union all`. */
function statusCountsQuery(db: Kysely<Database>, { assignee }: { assignee: string }) {
  return db
    .withPlugin(KEY_READ)
    .selectFrom('order_status_counts')
    .select(['process_status', 'count', sql.lit<StatusCountsOf>('all').as('of')])
    .where('count', '>', 0)
    .unionAll(
      db
        .selectFrom('order_assignee_counts')
        .select(['process_status', 'count', sql.lit<StatusCountsOf>('held').as('of')])
        .where('assign_to', '=', assignee)
        .where('count', '>', 0),
    );
}

/**
 * What a page near a folder's start or a known position writes into its statement's text
 * (a first or next page, a pager page near the start, a jump from its known position).
 */
interface NearPageShape {
  statuses: readonly ProcessStatus[];
  /** My Orders: the orders one member holds. */
  held: boolean;
  /** After a cursor or a known position. */
  after: boolean;
  limit: number;
  /** Skips rows (fewer than ANCHOR_SPACING) before its own. */
  skips: boolean;
  /** A jump: reads the version too (pageAnchors). */
  jump: boolean;
}

/** What such a page sends as its statement's values. */
interface NearPageValues {
  assignee: string;
  afterCreatedAt: string;
  afterOrderId: number;
  skip: number;
}

/**
 * How a page statement walks its folder's index, and which of its numbers are values: only
 * depths are, a page's row count is written into the text, so nothing else changes a plan.
 */
interface PageWalk {
  /** Rows walked past before the walk keeps any (a position to learn, a search's depth). */
  passed?: number;
  /** Rows the walk keeps: a count written into the text, or a value when a depth sets it. */
  kept: number | RawBuilder<number>;
  /** Rows of the kept walk before the page's own. */
  skipped?: number;
  /** A jump: the statement reads the version too (pageAnchors). */
  jump: boolean;
  /** Learns the position of the walk's first row (pageAnchors). */
  learns: boolean;
}

/**
 * A walk from a folder's start or a known position that skips `skipped` rows, fewer than
 * ANCHOR_SPACING, before the page. They are skipped within a walk of fixed length: PostgreSQL
 * prices an OFFSET sent as a value as a tenth of all it could skip, so it planned such a page
 * on every call.
 */
function nearWalk(limit: number, skipped: number | undefined, jump: boolean): PageWalk {
  return skipped === undefined
    ? { kept: sql.lit(limit), jump, learns: false }
    : { kept: sql.lit(ANCHOR_SPACING - 1 + limit), skipped, jump, learns: false };
}

/**
 * How a page that is not near (isNear) is walked to: a jump past a position it learns on the
 * way, or a search's page at its depth.
 */
function walkTo({ offset, jump }: PageStart, limit: number): PageWalk {
  const anchorAt = jump?.anchorAt;
  if (anchorAt === undefined) {
    return {
      passed: offset > 0 ? offset : undefined,
      kept: sql.lit(limit),
      jump: !!jump,
      learns: false,
    };
  }
  // From the position to learn on, the walk goes on through the page.
  return {
    passed: anchorAt > 0 ? anchorAt : undefined,
    kept: offset === anchorAt ? sql.lit(limit) : offset - anchorAt + limit,
    skipped: offset > anchorAt ? offset - anchorAt : undefined,
    jump: true,
    learns: true,
  };
}

/** A page fewer than ANCHOR_SPACING rows past its start, not a search's. */
function isNear(offset: number, search: string | undefined): boolean {
  return search === undefined && offset < ANCHOR_SPACING;
}

/** Customer orders. */
export class OrderRepository {
  private readonly dialect: Dialect;

  /** Positions deep in each folder, so a pager jump walks no long OFFSET (pageAnchors). */
  private readonly anchors = new PageAnchors();

  /** The statements every queue screen sends, compiled once (compiledQueries). */
  private readonly statusCounts;
  private readonly nearPages;
  /** The order holder rule's read, on every call of an order's page. */
  private readonly holds;

  /**
   * @param maxWalk positions (of ANCHOR_SPACING rows) one statement may walk past to learn
   *   the next (MAX_WALK_ANCHORS; tests make it smaller).
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxWalk = MAX_WALK_ANCHORS,
  ) {
    this.dialect = dialectOf(db);
    this.statusCounts = new CompiledStatement(db, statusCountsQuery);
    this.holds = new CompiledStatement(db, (from, { orderId }: OrderKey) =>
      from
        .selectFrom('orders')
        .select(['process_status', 'assign_to'])
        .where('order_id', '=', orderId),
    );
    this.nearPages = new CompiledQueries(db, (_db, shape: NearPageShape, values: NearPageValues) =>
      this.pageQuery(
        { statuses: shape.statuses, assignee: shape.held ? values.assignee : null },
        undefined,
        shape.after
          ? { createdAt: values.afterCreatedAt, orderId: values.afterOrderId }
          : undefined,
        nearWalk(shape.limit, shape.skips ? values.skip : undefined, shape.jump),
        shape.limit,
      ),
    );
  }

  /**
   * Orders per process_status, of all orders and of those `assignee` holds, in one statement
   * (one round trip on PostgreSQL) from the trigger-kept order_status_counts (migration 060)
   * and order_assignee_counts (migration 120). A read by key (keyReads): a row per status at
   * most from each, whatever the number of orders.
   */
  async countByStatus(assignee: string): Promise<StatusCounts> {
    const rows = await this.statusCounts.execute({ assignee });
    const counts: StatusCounts = { all: new Map(), held: new Map() };
    for (const row of rows) counts[row.of].set(row.process_status, Number(row.count));
    return counts;
  }

  /** How many of `statuses`' orders `assignee` holds, as one column (migration 120's counts). */
  private assignedCount(assignee: string, statuses: readonly ProcessStatus[]) {
    return this.db
      .selectFrom('order_assignee_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<CountValue>('count'), sql.lit(0)).as('total'))
      .where('assign_to', '=', assignee)
      .where(statusIn(statuses));
  }

  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<CountValue>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /**
   * One page of a folder, newest first, and the folder's total (with the same conditions,
   * so the total always matches the rows a user can page through).
   */
  async findPage({ filter, search, offset, after, limit }: OrderPageQuery): Promise<OrderPage> {
    // PostgreSQL has no FTS5 index: its fragment searches read order_search_rows, its
    // shorter ones take the orders path below.
    const index = search?.trim() && this.dialect === 'sqlite' ? indexSearch(search) : null;
    // A search pages through its newest SEARCH_TOTAL_CAP matches, the total it shows: a
    // deeper offset would walk every match before it, so it answers no rows.
    const searchLimit = Math.max(0, Math.min(limit, SEARCH_TOTAL_CAP - offset));
    if (search && index) return this.findSearchPage(filter, search, index, offset, searchLimit);
    const value = search?.trim() ?? '';
    // No PostgreSQL text holds a NUL: such a search takes the orders path, which finds none.
    if (this.dialect === 'postgres' && isFragmentSearch(value) && !value.includes('\u0000')) {
      return this.findSearchRowsPage(filter, value, offset, searchLimit);
    }
    if (search?.trim()) {
      const { rows, total } = await this.readPage(filter, search, { offset }, searchLimit);
      // Only a search's count stops at the cap; a folder's total is its kept count.
      return { rows, ...cappedTotal(total) };
    }
    // A keyset seek costs what a first page costs; an offset walks every skipped entry.
    if (after) return this.readPage(filter, undefined, { after, offset: 0 }, limit);
    if (offset < ANCHOR_SPACING) return this.readPage(filter, undefined, { offset }, limit);
    return this.jumpPage(filter, offset, limit);
  }

  /** A folder's orders in list order (newest first), after `after` when given. */
  private listQuery(filter: FolderFilter, search: string | undefined, after?: ListPosition) {
    const query = this.db
      .selectFrom('orders')
      .where((eb) => folderCondition(eb, filter, search, this.dialect))
      .orderBy('created_at', 'desc')
      .orderBy('order_id', 'desc');
    return after
      ? query.where((eb) =>
          eb.and([
            eb('created_at', '<=', after.createdAt),
            eb.or([eb('created_at', '<', after.createdAt), eb('order_id', '<', after.orderId)]),
          ]),
        )
      : query;
  }

  /**
   * A page `offset` rows deep, from the known position nearest below it. Farther than
   * `maxWalk` positions from it, the positions on the way are learnt first, one statement
   * each walking at most `maxWalk` × ANCHOR_SPACING rows, so no statement walks the whole
   * depth (on SQLite it would hold the event loop throughout: docs/reliability.md, "Bounded
   * work per call"). When a step learns nothing (a change forgot the positions, or on
   * PostgreSQL a writer is in flight), the page is read as before, walking from where it can.
   * Past the folder's end a step learns nothing either, and the rest is under `maxWalk`.
   */
  private async jumpPage(filter: FolderFilter, offset: number, limit: number): Promise<OrderPage> {
    const index = Math.floor(offset / ANCHOR_SPACING);
    let from = this.anchors.nearest(filter, index)?.index ?? 0;
    while (from + this.maxWalk < index) {
      await this.jumpTo(filter, (from + this.maxWalk) * ANCHOR_SPACING, 1);
      const reached = this.anchors.nearest(filter, index)?.index ?? 0;
      if (reached <= from) break;
      from = reached;
    }
    return this.jumpTo(filter, offset, limit);
  }

  /**
   * A page `offset` rows deep: it starts after the known position nearest below it, so the
   * OFFSET left is under ANCHOR_SPACING, and a position not known yet is learnt on the way
   * (pageAnchors). One statement reads the page with the version it was read at: a
   * position known at another version may have moved, and the page is then read again
   * from the first row, which is right at any version.
   */
  private async jumpTo(filter: FolderFilter, offset: number, limit: number): Promise<OrderPage> {
    const index = Math.floor(offset / ANCHOR_SPACING);
    const known = this.anchors.nearest(filter, index);
    let page = await this.readPage(filter, undefined, jumpStart(index, offset, known), limit);
    if (known && page.version !== known.version) {
      page = await this.readPage(filter, undefined, jumpStart(index, offset, null), limit);
    }
    if (page.version !== null) {
      this.anchors.seen(page.version);
      if (page.anchor) this.anchors.remember(page.version, filter, index, page.anchor);
    }
    return { rows: page.rows, total: page.total };
  }

  /**
   * A page and its folder's total: on PostgreSQL in one statement (one round trip, one
   * snapshot). A jump's page also reads the version in that statement (pageAnchors), so it
   * is the version of exactly the rows read, and when it learns a position, the row at
   * `anchorAt`. The page's ids are chosen first, then its rows read by id: choosing the ids
   * by an index alone lets the planner weigh the narrow indexes by what it walks, not by the
   * wide rows it fetches (PostgreSQL otherwise walks orders_created_cover for a small old
   * folder: docs/benchmarks.md#sqlite-and-postgresql-side-by-side).
   */
  private async readPage(
    filter: FolderFilter,
    search: string | undefined,
    start: PageStart,
    limit: number,
  ): Promise<ReadPage> {
    const totalInRows = this.totalInRows();
    const [records, apart] = await Promise.all([
      start.jump?.anchorAt === undefined && isNear(start.offset, search)
        ? this.nearPages.execute(
            {
              statuses: filter.statuses,
              held: filter.assignee !== null,
              after: !!start.after,
              limit,
              skips: start.offset > 0,
              jump: start.jump !== undefined,
            },
            {
              assignee: filter.assignee ?? '',
              afterCreatedAt: start.after?.createdAt ?? '',
              afterOrderId: start.after?.orderId ?? 0,
              skip: start.offset,
            },
          )
        : this.pageQuery(filter, search, start.after, walkTo(start, limit), limit).execute(),
      totalInRows ? undefined : this.readTotal(filter, search),
    ]);
    const [first] = records;
    // Past the end no row carries the total (nor the version): it is read on its own.
    if (!first)
      return { rows: [], total: apart ?? (await this.readTotal(filter, search)), version: null };
    const anchor =
      first.anchor_created_at && first.anchor_order_id
        ? { createdAt: first.anchor_created_at, orderId: first.anchor_order_id }
        : undefined;
    return {
      rows: records.map(listRow),
      total: apart ?? Number(first.page_total),
      version:
        first.page_version === null || first.page_version === undefined
          ? null
          : String(first.page_version),
      anchor,
    };
  }

  /**
   * Each statement is a round trip to PostgreSQL, so a page's total rides on its rows;
   * SQLite runs in-process but evaluates such a column once per row: it reads it apart.
   */
  private totalInRows(): boolean {
    return this.dialect === 'postgres';
  }

  /** readPage's statement: the page's rows, with its total on PostgreSQL. */
  private pageQuery(
    filter: FolderFilter,
    search: string | undefined,
    after: ListPosition | undefined,
    walk: PageWalk,
    limit: number,
  ) {
    const walked = this.listQuery(filter, search, after)
      .select(['created_at', 'order_id'])
      .limit(walk.kept)
      .$if(walk.passed !== undefined, (query) => query.offset(walk.passed!));
    return this.db
      .with('walked', () => walked)
      .selectFrom('orders')
      .select(LIST_COLUMNS)
      .where('order_id', 'in', (eb) =>
        eb
          .selectFrom('walked')
          .select('order_id')
          .$if(walk.skipped !== undefined, (query) =>
            query
              .orderBy('created_at', 'desc')
              .orderBy('order_id', 'desc')
              .limit(sql.lit(limit))
              .offset(walk.skipped!),
          ),
      )
      .$if(this.totalInRows(), (query) =>
        query.select(this.totalQuery(filter, search).as('page_total')),
      )
      .$if(walk.jump, (query) => query.select(changeVersion(this.dialect).as('page_version')))
      .$if(walk.learns, (query) =>
        query.select([
          firstWalked<string>('created_at').as('anchor_created_at'),
          firstWalked<number>('order_id').as('anchor_order_id'),
        ]),
      )
      .orderBy('created_at', 'desc')
      .orderBy('order_id', 'desc');
  }

  /**
   * A search page from an FTS5 copy (order_search or order_fragments, indexSearch): its
   * matches arrive newest first (the rowid is the creation second and the id), already
   * narrowed to the folder's statuses, and the page stops after its rows; a search the
   * match alone does not decide is checked row by row against the exact rule. Only the
   * page's rows are then read from orders. The total counts at most SEARCH_TOTAL_CAP + 1
   * matches, so a search for 'a' costs no more than a precise one.
   */
  private async findSearchPage(
    filter: FolderFilter,
    search: string,
    index: IndexSearch,
    offset: number,
    limit: number,
  ): Promise<OrderPage> {
    const { table } = index;
    const fragments = table === 'order_fragments';
    const match = withStatuses(index.match, filter.statuses, table);
    if (match === null) return { rows: [], total: 0 };
    const matches = this.db
      .selectFrom(table)
      .where(sql<SqlBool>`${sql.table(table)} match ${match}`)
      .$if(!index.exact, (query) =>
        query.where((eb) =>
          fragments
            ? fragmentCondition(search.trim(), table)
            : orderSearchCondition(eb, search, 'sqlite'),
        ),
      )
      .$if(filter.assignee !== null, (query) => query.where('assign_to', '=', filter.assignee));
    const [ids, counted] = await Promise.all([
      // The id is the rowid's low 31 bits (migration 080): no stored column is read.
      limit === 0
        ? []
        : matches
            .select(sql<number>`rowid % 2147483648`.as('order_id'))
            .orderBy('rowid', 'desc')
            .limit(limit)
            .offset(offset)
            .execute(),
      cappedCount(this.db, matches).executeTakeFirstOrThrow(),
    ]);
    const found = await this.findRows(ids.map((row) => row.order_id));
    const rows = ids.flatMap((row) => found.get(row.order_id) ?? []);
    return { rows, ...cappedTotal(Number(counted.total)) };
  }

  /**
   * A fragment search's page on PostgreSQL from order_search_rows (migration 160): its
   * matches are found by the trigram index, checked, narrowed to the folder, sorted and
   * counted in that narrow table alone; only the page's rows are read from orders, in the
   * statement that also counts (one round trip). The trigram index is read once: the
   * matches, up to the cap, are kept (a materialized `matches`) for both the count and, when
   * they are all there, the page. A search of more matches than the cap pages by walking
   * its folder's newest rows instead, as sorting them all would read every candidate; the
   * branch not taken is skipped by PostgreSQL before it reads a row.
   */
  private async findSearchRowsPage(
    filter: FolderFilter,
    search: string,
    offset: number,
    limit: number,
  ): Promise<OrderPage> {
    const matches = this.db
      .selectFrom('order_search_rows')
      .where(fragmentCondition(search, 'order_search_rows'))
      .where(statusIn(filter.statuses))
      .$if(filter.assignee !== null, (query) => query.where('assign_to', '=', filter.assignee));
    // Counted once (a CTE read in three places is kept), not once per place.
    const counted = sql<CountValue>`(select total from counted)`;
    // Both branches' rows in list order, as the page shows them (order_search_rows_created).
    const newestFirst = sql`created_at desc, order_id desc`;
    const records = await this.db
      .with(
        (cte) => cte('matches').materialized(),
        () => matches.select(['order_id', 'created_at']).limit(SEARCH_TOTAL_CAP + 1),
      )
      .with('counted', (db) =>
        db.selectFrom('matches').select((eb) => eb.fn.countAll<CountValue>().as('total')),
      )
      .selectFrom('orders')
      .select(LIST_COLUMNS)
      .select(counted.as('page_total'))
      .where('order_id', 'in', (eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom('matches')
              .select('order_id')
              .where(counted, '<=', SEARCH_TOTAL_CAP)
              .orderBy(newestFirst)
              .limit(limit)
              .offset(offset)
              .as('kept'),
          )
          .select('order_id')
          .unionAll(
            eb
              .selectFrom(
                matches
                  .select('order_id')
                  .where(counted, '>', SEARCH_TOTAL_CAP)
                  .orderBy(newestFirst)
                  .limit(limit)
                  .offset(offset)
                  .as('walked'),
              )
              .select('order_id'),
          ),
      )
      .orderBy('created_at', 'desc')
      .orderBy('order_id', 'desc')
      .execute();
    const [first] = records;
    // Past the end no row carries the total: it is read on its own.
    const total = first
      ? first.page_total
      : (await cappedCount(this.db, matches).executeTakeFirstOrThrow()).total;
    return { rows: records.map(listRow), ...cappedTotal(Number(total)) };
  }

  private async findRows(orderIds: readonly number[]): Promise<Map<number, OrderListRow>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('orders')
      .select(LIST_COLUMNS)
      .where('order_id', 'in', orderIds)
      .execute();
    return new Map(rows.map((row) => [row.order_id, row]));
  }

  private async readTotal(filter: FolderFilter, search: string | undefined): Promise<number> {
    const { total } = await this.totalQuery(filter, search).executeTakeFirstOrThrow();
    return Number(total);
  }

  /**
   * The total of a page's folder, one column: a plain folder's is a sum of kept status
   * counts, My Orders' of the member's kept counts; searches count their rows up to
   * SEARCH_TOTAL_CAP + 1.
   */
  private totalQuery(filter: FolderFilter, search: string | undefined) {
    if (search?.trim()) {
      return cappedCount(
        this.db,
        this.db
          .selectFrom('orders')
          .where((eb) => folderCondition(eb, filter, search, this.dialect)),
      );
    }
    if (filter.assignee !== null) return this.assignedCount(filter.assignee, filter.statuses);
    return this.db
      .selectFrom('order_status_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<CountValue>('count'), sql.lit(0)).as('total'))
      .where(statusIn(filter.statuses));
  }

  /** Who holds the order and in what status: the order holder rule's one read, by primary key. */
  async findHold(orderId: number): Promise<OrderHold | undefined> {
    const [hold] = await this.holds.execute({ orderId });
    return hold;
  }

  async findActionTargets(orderIds: readonly number[]): Promise<ActionTarget[]> {
    if (orderIds.length === 0) return [];
    return this.db
      .selectFrom('orders')
      .select([
        'order_id',
        'process_status',
        'assign_to',
        'email',
        'given_names',
        'family_name',
        'domain_name',
        'refund_date',
      ])
      .where('order_id', 'in', orderIds)
      .execute();
  }

  /**
   * Assigns to `assignee` those of the orders that nobody holds and that still wait to be
   * worked. The condition sits in the UPDATE itself, so of two staff assigning the same
   * order at once only one changes it. Answers the ids it changed.
   */
  async assignUnassigned(
    orderIds: readonly number[],
    assignee: string,
    now: string,
  ): Promise<number[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .updateTable('orders')
      .set((eb) => ({ assign_to: assignee, updated_at: now, version: eb('version', '+', 1) }))
      .where('order_id', 'in', orderIds)
      .where('process_status', 'in', WORKABLE_STATUSES)
      .where(isUnassigned)
      .returning('order_id')
      .execute();
    return rows.map((row) => row.order_id);
  }

  /** Clears the assignment of the orders `holder` holds; answers the ids it changed. */
  async releaseAssignment(
    orderIds: readonly number[],
    holder: string,
    now: string,
  ): Promise<number[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .updateTable('orders')
      .set((eb) => ({ assign_to: null, updated_at: now, version: eb('version', '+', 1) }))
      .where('order_id', 'in', orderIds)
      .where('assign_to', '=', holder)
      .returning('order_id')
      .execute();
    return rows.map((row) => row.order_id);
  }

  /** Moves the orders not yet in `status` to it; answers the ids it changed. */
  async setStatus(
    orderIds: readonly number[],
    status: ProcessStatus,
    now: string,
  ): Promise<number[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .updateTable('orders')
      .set((eb) => ({ process_status: status, updated_at: now, version: eb('version', '+', 1) }))
      .where('order_id', 'in', orderIds)
      .where('process_status', '<>', status)
      .returning('order_id')
      .execute();
    return rows.map((row) => row.order_id);
  }

  /**
   * Sets the refund date of the orders in Refunds that have none; an order refunded
   * before keeps its first date. Answers the ids it changed.
   */
  async markRefunded(orderIds: readonly number[], refundDate: string): Promise<number[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .updateTable('orders')
      .set((eb) => ({
        refund_date: refundDate,
        updated_at: refundDate,
        version: eb('version', '+', 1),
      }))
      .where('order_id', 'in', orderIds)
      .where('process_status', '=', 'Refunds')
      .where('refund_date', 'is', null)
      .returning('order_id')
      .execute();
    return rows.map((row) => row.order_id);
  }
}
