/** A column value as COPY's text format takes it. */
export type CopyValue = string | number | null;

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const TAB = 0x09;
const LINE_FEED = 0x0a;

/**
 * Rows in the text format of PostgreSQL's COPY, as UTF-8: a line per row, tab between
 * fields, `\N` for null, and backslash, tab, line feed and carriage return escaped.
 * `values` holds the rows one after the other, `width` values each. Each value is written
 * straight into one buffer (no joined string to flatten and encode again), which is about
 * half the seed's work on PostgreSQL. The buffer is not pooled, so it can be handed to
 * another thread (the seed's worker encodes the rows it makes).
 */
export function copyText(width: number, values: readonly CopyValue[]): Buffer {
  let size = values.length;
  for (const value of values) size += typeof value === 'string' ? value.length : 12;
  let buffer = Buffer.allocUnsafeSlow(size + (size >> 3));
  let length = 0;
  for (let index = 0; index < values.length; index++) {
    const text = field(values[index]!);
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (length + text.length * 3 + 1 > buffer.length) {
      const larger = Buffer.allocUnsafeSlow(
        Math.max(buffer.length * 2, length + text.length * 3 + 1),
      );
      buffer.copy(larger, 0, 0, length);
      buffer = larger;
    }
    length += buffer.write(text, length);
    buffer[length++] = (index + 1) % width === 0 ? LINE_FEED : TAB;
  }
  return buffer.subarray(0, length);
}

function field(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return SPECIAL.test(value) ? value.replace(SPECIALS, (char) => ESCAPES[char]!) : value;
}
