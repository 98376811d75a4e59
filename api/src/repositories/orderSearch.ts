import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { PROCESS_STATUSES, type ProcessStatus } from '@portal/shared/entities/folders';
import type { Dialect } from '../db/database';
import { asciiFolded } from '../db/migrations/010_order_search_indexes';
import { SEARCH_ROW_DOCUMENT } from '../db/migrations/160_order_search_rows';
import type { Database } from '../db/schema';

/** The longest order id a partial id search expands to (ids are far shorter today). */
const MAX_ORDER_ID_DIGITS = 12;
/** Order ids are 32-bit integers (PostgreSQL's integer; migration 080 keeps them below 2^31). */
const MAX_ORDER_ID = 2 ** 31 - 1;
/** Names are split at most at this many spaces for 'given family' searches. */
const MAX_NAME_SPLITS = 3;

/** A search of at least this many characters matches a fragment anywhere in a field. */
export const FRAGMENT_MIN_LENGTH = 3;

type SearchColumn = 'given_names' | 'family_name' | 'email' | 'mobile_phone';
/** The search's exact rule reads these tables: orders, or its FTS copies (migrations 080, 150). */
type SearchedTable = 'orders' | 'order_search' | 'order_fragments';
/** The tables a fragment search reads: orders or order_fragments on SQLite, order_search_rows on PostgreSQL. */
export type FragmentTable = 'orders' | 'order_fragments' | 'order_search_rows';

/**
 * Whether a search matches fragments (3 characters or more, counted as the trigram
 * tokenizer counts them: code points) rather than prefixes.
 */
export function isFragmentSearch(searchVal: string): boolean {
  return [...searchVal.trim()].length >= FRAGMENT_MIN_LENGTH;
}

/**
 * What a queue search matches. Up to 2 characters: a case-insensitive prefix of the given
 * names, family name, e-mail or phone, 'given family' name pairs, and order ids starting
 * with the digits typed. On orders every term can use an index (migration 010, and the
 * order_id primary key for the id ranges), so SQLite answers the OR with a multi-index
 * lookup instead of a table scan. On order_search it checks each FTS5 match exactly (see
 * orderSearchMatch). From 3 characters: a fragment anywhere (fragmentCondition).
 */
export function orderSearchCondition<TB extends SearchedTable>(
  eb: ExpressionBuilder<Database, TB>,
  searchVal: string,
  dialect: Dialect,
): Expression<SqlBool> {
  const value = searchVal.trim();
  // PostgreSQL text cannot hold a NUL (nor can it be sent): no order there contains one.
  if (dialect === 'postgres' && value.includes('\u0000')) return sql<SqlBool>`1 = 0`;
  if (isFragmentSearch(value)) {
    if (dialect === 'sqlite') return fragmentCondition(value, 'orders');
    return sql<SqlBool>`${sql.ref('order_id')} in (select order_id from order_search_rows
      where ${fragmentCondition(value, 'order_search_rows')})`;
  }
  const startsWith = dialect === 'postgres' ? foldedStartsWith : likeStartsWith;
  const terms: Expression<SqlBool>[] = [
    startsWith('given_names', value),
    startsWith('family_name', value),
    startsWith('email', value),
  ];
  for (const [given, family] of nameSplits(value)) {
    terms.push(eb.and([startsWith('given_names', given), startsWith('family_name', family)]));
  }
  const digits = searchDigits(value);
  if (digits !== null) {
    terms.push(startsWith('mobile_phone', digits));
    for (const [low, high] of orderIdRanges(digits)) {
      terms.push(sql<SqlBool>`${sql.ref('order_id')} between ${low} and ${high}`);
    }
  }
  return eb.or(terms);
}

/** The digits of a phone or id search ('0412 345-678' → '0412345678'), or null for other text. */
function searchDigits(value: string): string | null {
  const digits = value.replace(/[\s()+.-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** Whether unicode61 finds a word in `text` (letters or digits); FTS5 matches nothing without one. */
function hasWord(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * An FTS5 query matching at least every order orderSearchCondition matches: each term a
 * phrase anchored at the first token of its column (^) with the last token a prefix (*).
 * The text only ever sits inside a double-quoted FTS5 string (quotes doubled), so no input
 * is read as FTS5 syntax. The match is a superset (FTS5 folds case and accents and ignores
 * punctuation), narrowed to the exact rule by orderSearchCondition. Null when some part of
 * the search has no word for FTS5 to look up (or holds a NUL): the caller then searches
 * orders directly.
 */
export function orderSearchMatch(searchVal: string): string | null {
  const value = searchVal.trim();
  const splits = nameSplits(value);
  // FTS5 reads its query as a C string: a NUL would cut it short.
  if (value.includes('\u0000') || !hasWord(value)) return null;
  if (splits.some((parts) => !parts.every(hasWord))) return null;
  const phrase = (text: string) => `^ "${text.replace(/"/g, '""')}" *`;
  const terms = [`{given_names family_name email} : ${phrase(value)}`];
  for (const [given, family] of splits) {
    terms.push(`(given_names : ${phrase(given)} AND family_name : ${phrase(family)})`);
  }
  const digits = searchDigits(value);
  if (digits !== null) {
    const columns = orderIdRanges(digits).length > 0 ? 'mobile_phone order_id' : 'mobile_phone';
    terms.push(`{${columns}} : ${phrase(digits)}`);
  }
  return terms.join(' OR ');
}

/** `value` for a LIKE pattern, its wildcards taken literally. */
function escapedForLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `value%` as a LIKE pattern, the wildcards of `value` taken literally. */
function prefixPattern(value: string): string {
  return `${escapedForLike(value)}%`;
}

/** The fields a fragment search reads, as SQL of the table read. */
const FRAGMENT_FIELDS = {
  orders: {
    fullName: "given_names || ' ' || family_name",
    email: 'email',
    phone: 'mobile_phone',
    orderId: 'cast(order_id as text)',
  },
  order_fragments: {
    fullName: 'full_name',
    email: 'email',
    phone: 'mobile_phone',
    orderId: 'order_id',
  },
  // Stored ASCII-folded (migration 160).
  order_search_rows: {
    fullName: 'full_name',
    email: 'email',
    phone: 'mobile_phone',
    orderId: 'cast(order_id as text)',
  },
} as const;

/**
 * `expression` holds `value` anywhere, compared as SQLite's LIKE compares (A–Z folded);
 * on PostgreSQL (order_search_rows) the pattern folded so, the text being stored folded.
 */
function contains(expression: string, value: string, table: FragmentTable): Expression<SqlBool> {
  const pattern = `%${escapedForLike(value)}%`;
  if (table !== 'order_search_rows') {
    return sql<SqlBool>`${sql.raw(expression)} like ${pattern} escape '\\'`;
  }
  return foldedLike(expression, pattern);
}

/** PostgreSQL: the folded `expression` LIKE `pattern` folded the same way. */
function foldedLike(expression: string, pattern: string): Expression<SqlBool> {
  const folded = pattern.replace(/[A-Z]/g, (char) => char.toLowerCase());
  return sql<SqlBool>`${sql.raw(expression)} like ${folded} escape '\\'`;
}

function anyOf(terms: readonly Expression<SqlBool>[]): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(terms, sql` or `)})`;
}

/**
 * What SEARCH_ROW_DOCUMENT must hold for `text` to be in one of its fields, as the pg_trgm
 * index (migration 160) reads it fastest: each run of 3 or more letters or digits in `text`
 * somewhere in it. pg_trgm pads a word's ends where the pattern fixes them, and those padded
 * trigrams (a word starting 'n', one ending 'o') are among its most common: at ten million
 * orders 'Jano Nerius' took 2,358 index page reads whole and 327 as 'jano' and 'nerius'
 * (docs/benchmarks.md). Each run is in the document wherever `text` is, so the index still
 * finds every match; the exact per-field terms then check them. A text with no such run
 * keeps its whole pattern, whose trigrams are then the only ones there are.
 */
function documentHolds(text: string): Expression<SqlBool> {
  const words = text.match(/[A-Za-z0-9]{3,}/g) ?? [escapedForLike(text)];
  return sql<SqlBool>`(${sql.join(
    words.map((word) => foldedLike(SEARCH_ROW_DOCUMENT, `%${word}%`)),
    sql` and `,
  )})`;
}

/**
 * The fragment rule (3 characters or more): the text typed anywhere in the full name
 * ('given family'), or the e-mail; digits (ignoring spaces, `+ - ( ) .`) also anywhere in
 * the phone or order id, or with fewer than 3 digits as the start of them (as before). On
 * PostgreSQL (order_search_rows) each text term first asks the same of SEARCH_ROW_DOCUMENT,
 * the expression of the pg_trgm index (migration 160), so the index finds the candidates
 * that the exact per-field terms then check, and fewer than 3 digits are looked up in
 * orders' prefix indexes: no term scans a table.
 */
export function fragmentCondition(value: string, table: FragmentTable): Expression<SqlBool> {
  const fields = FRAGMENT_FIELDS[table];
  const postgres = table === 'order_search_rows';
  const indexed = (text: string, exact: Expression<SqlBool>[]) =>
    postgres ? sql<SqlBool>`(${documentHolds(text)} and ${anyOf(exact)})` : anyOf(exact);
  const terms = [
    indexed(value, [contains(fields.fullName, value, table), contains(fields.email, value, table)]),
  ];
  const digits = searchDigits(value);
  if (digits !== null && digits.length >= FRAGMENT_MIN_LENGTH) {
    terms.push(
      indexed(digits, [
        contains(fields.phone, digits, table),
        contains(fields.orderId, digits, table),
      ]),
    );
  } else if (digits !== null) {
    const startsWith = postgres ? foldedStartsWith : likeStartsWith;
    const prefixes = [startsWith('mobile_phone', digits)];
    for (const [low, high] of orderIdRanges(digits)) {
      prefixes.push(sql<SqlBool>`${sql.ref('order_id')} between ${low} and ${high}`);
    }
    terms.push(
      postgres
        ? sql<SqlBool>`order_id in (select order_id from orders where ${anyOf(prefixes)})`
        : anyOf(prefixes),
    );
  }
  return anyOf(terms);
}

/**
 * The trigram FTS5 query of a fragment search on order_fragments (migration 150): the text
 * as one phrase in the full name or e-mail, its digits as one in the phone or order id. A
 * trigram phrase matches exactly that run of characters (case folded), so for printable
 * ASCII the match is the rule itself (fragmentMatchIsExact). Null when the index cannot
 * answer: a NUL, or digits too few for a trigram (the rule then wants their prefix).
 */
export function orderFragmentMatch(searchVal: string): string | null {
  const value = searchVal.trim();
  if (value.includes('\u0000')) return null;
  const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const terms = [`{full_name email} : ${phrase(value)}`];
  const digits = searchDigits(value);
  if (digits !== null) {
    if (digits.length < FRAGMENT_MIN_LENGTH) return null;
    terms.push(`{mobile_phone order_id} : ${phrase(digits)}`);
  }
  return terms.join(' OR ');
}

/**
 * Whether the trigram match alone is the fragment rule: printable ASCII, which the
 * trigram tokenizer folds as LIKE does. Other text is checked row by row.
 */
export function fragmentMatchIsExact(searchVal: string): boolean {
  return /^[\x20-\x7e]+$/.test(searchVal.trim());
}

/** SQLite: `column LIKE 'value%'`, which folds ASCII case (index: migration 010). */
function likeStartsWith(column: SearchColumn, value: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${prefixPattern(value)} escape '\\'`;
}

/**
 * PostgreSQL, whose LIKE is case-sensitive: both sides folded as SQLite's LIKE folds them
 * (A–Z only), on the folded text_pattern_ops indexes of migration 010.
 */
function foldedStartsWith(column: SearchColumn, value: string): Expression<SqlBool> {
  return foldedLike(asciiFolded(column), prefixPattern(value));
}

/** 'Anna Maria Lopez' → ['Anna', 'Maria Lopez'], ['Anna Maria', 'Lopez']. */
export function nameSplits(value: string): Array<[string, string]> {
  const words = value.split(/\s+/).filter(Boolean);
  const splits: Array<[string, string]> = [];
  for (let at = 1; at < words.length && at <= MAX_NAME_SPLITS; at++) {
    splits.push([words.slice(0, at).join(' '), words.slice(at).join(' ')]);
  }
  return splits;
}

/**
 * The id ranges whose decimal form starts with `digits`: '1002' → [1002, 1002],
 * [10020, 10029], [100200, 100299], … up to MAX_ORDER_ID_DIGITS digits.
 */
export function orderIdRanges(digits: string): Array<[number, number]> {
  if (!/^[1-9]\d*$/.test(digits) || digits.length > MAX_ORDER_ID_DIGITS) return [];
  const prefix = Number(digits);
  const ranges: Array<[number, number]> = [];
  for (let extra = 0; digits.length + extra <= MAX_ORDER_ID_DIGITS; extra++) {
    const scale = 10 ** extra;
    if (prefix * scale > MAX_ORDER_ID) break;
    ranges.push([prefix * scale, Math.min((prefix + 1) * scale - 1, MAX_ORDER_ID)]);
  }
  return ranges;
}

/**
 * Whether the FTS5 match alone is the exact rule: a single word of ASCII letters and
 * digits, which FTS5 compares as LIKE does (case folded, no punctuation to ignore), given
 * that names, e-mails and phones start with a letter or digit. Anything else is checked
 * row by row with orderSearchCondition; such searches are specific and match few rows.
 */
export function matchIsExact(searchVal: string): boolean {
  return /^[A-Za-z0-9]+$/.test(searchVal.trim());
}

/** The status token order_search keeps (migration 080): 'Priority Processing' → 'priorityprocessing'. */
function statusKey(status: ProcessStatus): string {
  return status.toLowerCase().replace(/ /g, '');
}

/** The status text order_fragments keeps (migration 150): '|priorityprocessing|'. */
function fragmentStatusKey(status: ProcessStatus): string {
  return `|${statusKey(status)}|`;
}

/**
 * A trigram at the edge of the status's key in order_fragments ('|ne' or 'ew|' of '|new|')
 * that no other status's key holds, or null when both edges are shared ('|co' and 'ed|' of
 * Completed). A trigram with a bar lies at the edge of a key, and its posting list holds
 * only the orders of the statuses having it.
 */
function uniqueEdge(status: ProcessStatus): string | null {
  const key = fragmentStatusKey(status);
  const edge = [key.slice(0, 3), key.slice(-3)].find((trigram) =>
    PROCESS_STATUSES.every(
      (other) => other === status || !fragmentStatusKey(other).includes(trigram),
    ),
  );
  return edge === undefined ? null : `"${edge}"`;
}

/**
 * The FTS5 query of order_fragments' status_key matching exactly the orders of `status`, by
 * edge trigrams (uniqueEdge) rather than the whole key, whose inner trigrams ('ele', 'ted')
 * occur in most names and e-mails and cost far more to merge: its own edge trigram, or its
 * first without the other statuses starting alike (Completed: '|co' NOT 'er|', which only
 * Contact Customer ends with).
 */
function fragmentStatusQuery(status: ProcessStatus): string {
  const unique = uniqueEdge(status);
  if (unique !== null) return unique;
  const first = fragmentStatusKey(status).slice(0, 3);
  const alike = PROCESS_STATUSES.filter(
    (other) => other !== status && fragmentStatusKey(other).startsWith(first),
  );
  const others = alike.map((other) => uniqueEdge(other) ?? `"${fragmentStatusKey(other)}"`);
  return `("${first}" NOT (${others.join(' OR ')}))`;
}

/** The FTS5 query of a status's token in `table`'s status_key (migrations 080, 150). */
const STATUS_QUERY = {
  order_search: (status: ProcessStatus) => `"${statusKey(status)}"`,
  order_fragments: fragmentStatusQuery,
} as const;

/** The statuses of all but `statuses` when those are fewer (Order History), else null. */
function fewerOthers(statuses: readonly ProcessStatus[]): ProcessStatus[] | null {
  const others = PROCESS_STATUSES.filter((status) => !statuses.includes(status));
  return others.length < statuses.length ? others : null;
}

/**
 * `match` on `table` narrowed to orders in `statuses`, within the FTS5 query so that the
 * index alone answers it: no stored column is read for a match, which a folder of few orders
 * (a broad fragment in ChargeBack) would do for every match of the whole table. A folder of
 * most statuses (Order History) excludes the few others instead. Null for a folder of no status.
 */
export function withStatuses(
  match: string,
  statuses: readonly ProcessStatus[],
  table: 'order_search' | 'order_fragments',
): string | null {
  if (statuses.length === 0) return null;
  const tokens = (list: readonly ProcessStatus[]) => list.map(STATUS_QUERY[table]).join(' OR ');
  const others = fewerOthers(statuses);
  if (others?.length === 0) return match;
  return others
    ? `(${match}) NOT status_key : (${tokens(others)})`
    : `(${match}) AND status_key : (${tokens(statuses)})`;
}
