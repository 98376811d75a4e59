import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/** The longest order id a partial id search expands to (ids are far shorter today). */
const MAX_ORDER_ID_DIGITS = 12;
/** Names are split at most at this many spaces for 'given family' searches. */
const MAX_NAME_SPLITS = 3;

type OrdersExpressions = ExpressionBuilder<Database, 'orders'>;
type SearchColumn = 'given_names' | 'family_name' | 'email' | 'mobile_phone';

/**
 * What a queue search matches: a case-insensitive prefix of the given names, family name,
 * e-mail or phone, 'given family' name pairs, and order ids starting with the digits typed.
 * Every term can use an index (migration 010, and the order_id primary key for the id
 * ranges), so SQLite answers the OR with a multi-index lookup instead of a table scan.
 */
export function orderSearchCondition(
  eb: OrdersExpressions,
  searchVal: string,
): Expression<SqlBool> {
  const value = searchVal.trim();
  const terms: Expression<SqlBool>[] = [
    startsWith('given_names', value),
    startsWith('family_name', value),
    startsWith('email', value),
  ];
  for (const [given, family] of nameSplits(value)) {
    terms.push(eb.and([startsWith('given_names', given), startsWith('family_name', family)]));
  }
  const digits = value.replace(/[\s()+.-]/g, '');
  if (/^\d+$/.test(digits)) {
    terms.push(startsWith('mobile_phone', digits));
    for (const [low, high] of orderIdRanges(digits)) {
      terms.push(eb.between('order_id', low, high));
    }
  }
  return eb.or(terms);
}

/** `column LIKE 'value%'` with the wildcards of `value` taken literally. */
function startsWith(column: SearchColumn, value: string): Expression<SqlBool> {
  const pattern = `${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
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
    ranges.push([prefix * scale, (prefix + 1) * scale - 1]);
  }
  return ranges;
}
