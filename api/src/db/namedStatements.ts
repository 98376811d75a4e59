import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Named prepared statements on PostgreSQL (docs/architecture.md, "Two dialects"). Kysely
 * sends every statement unnamed, so the server parses and plans it on each call; a
 * request's statements are the same few texts every time. Here each text gets a name on
 * each pooled connection the first time it runs there, and later calls on that connection
 * only bind and execute it. Names live with their connection: one the pool replaces (lost,
 * ended by the server) starts with none.
 */

/** Statements the server plans; transaction control, SET and DDL gain nothing from a name. */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Text searches stay unnamed: their SQL differs with each search's shape (one-off texts
 * that would only push the hot statements out), and a pattern's plan depends on the
 * pattern itself, which a generic plan of a named statement does not see.
 */
const SEARCH = /\b(i?like|similar\s+to)\b/i;

/** PostgreSQL's feature_not_supported, as "cached plan must not change result type" is. */
const FEATURE_NOT_SUPPORTED = '0A000';

/** Whether `text` is worth a name on each connection. */
export function isNamed(text: string): boolean {
  return PLANNED.test(text) && !SEARCH.test(text);
}

/**
 * A statement prepared before its table changed (a column added, say) whose result
 * would now differ: the server refuses to run it until it is prepared again.
 */
function planChanged(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === FEATURE_NOT_SUPPORTED && /cached plan must not change result type/.test(message ?? '')
  );
}

/** The names one connection holds, least recently used first (a Map keeps insertion order). */
class ConnectionStatements {
  private readonly names = new Map<string, string>();
  private made = 0;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly limit: number,
  ) {}

  async query(text: string, values: unknown[]): Promise<pg.QueryResult> {
    if (!isNamed(text)) return this.client.query(text, values);
    try {
      return await this.client.query({ name: await this.nameOf(text), text, values });
    } catch (error) {
      // Outside a transaction only: inside one the failure has aborted it.
      if (!planChanged(error) || this.client.getTransactionStatus() !== 'I') throw error;
      await this.close(text);
      return this.client.query({ name: await this.nameOf(text), text, values });
    }
  }

  /** The name of `text` on this connection, made (and the oldest closed at the bound) if new. */
  private async nameOf(text: string): Promise<string> {
    const known = this.names.get(text);
    if (known !== undefined) {
      this.names.delete(text);
      this.names.set(text, known);
      return known;
    }
    const oldest = this.names.keys().next();
    if (this.names.size >= this.limit && !oldest.done) await this.close(oldest.value);
    // Never reused: pg refuses a name it has seen with another text on the connection.
    const name = `portal_${++this.made}`;
    this.names.set(text, name);
    return name;
  }

  private async close(text: string): Promise<void> {
    const name = this.names.get(text);
    if (name === undefined) return;
    await this.client.query(`deallocate ${name}`);
    this.names.delete(text);
    // pg remembers every name it parsed on the connection: forgotten, so that stays bounded too.
    const parsed = (this.client as unknown as { connection?: { parsedStatements?: object } })
      .connection?.parsedStatements as Record<string, string> | undefined;
    if (parsed) delete parsed[name];
  }
}

/**
 * `pool` as Kysely's PostgresDialect takes it, naming the statements worth it on each
 * connection, at most `limit` per connection (the least recently used closed to make room).
 */
export function namingStatements(pool: pg.Pool, limit: number): PostgresPool {
  // One wrapper per connection: Kysely keeps its own state per client object.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const statements = new ConnectionStatements(client, limit);
    const query = (textOrCursor: unknown, values?: readonly unknown[]) =>
      typeof textOrCursor === 'string'
        ? statements.query(textOrCursor, [...(values ?? [])])
        : client.query(textOrCursor as pg.Submittable);
    return {
      // pg's own result and cursor types, which Kysely's declare only in part.
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      const known = wrappers.get(client);
      if (known) return known;
      const wrapper = wrap(client);
      wrappers.set(client, wrapper);
      return wrapper;
    },
    end: () => pool.end(),
  };
}
