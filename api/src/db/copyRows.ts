import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * Writes rows into `table` through one `COPY … FROM STDIN` on `client` (PostgreSQL's bulk
 * path: no statement to parse or plan per row). `text` is the rows in COPY's text format
 * (copyText), as one or more chunks, each ending at a row's end.
 */
export async function copyRows(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  text: Iterable<string | Uint8Array>,
): Promise<void> {
  const target = `${quoted(table)} (${columns.map(quoted).join(', ')})`;
  await pipeline(Readable.from(text), client.query(copyFrom(`copy ${target} from stdin`)));
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
