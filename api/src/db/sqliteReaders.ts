import type * as Os from 'node:os';
import { Worker } from 'node:worker_threads';
import type * as WorkerThreads from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';

/**
 * SQLite reads on worker threads (docs/architecture.md, "SQLite reads off the event loop").
 * better-sqlite3 runs a statement synchronously on the thread that calls it: on the server's
 * one thread a broad search or a first deep jump held every other request, a health check
 * too, for hundreds of milliseconds. Here each thread has its own read-only connection to
 * the same WAL file and runs one statement at a time while the event loop serves others.
 * A WAL reader sees every transaction committed before its statement starts, so a read
 * sent after a write's commit sees that write.
 */

/**
 * How much nicer a reader thread is than the process (Linux gives each thread its own nice
 * value): statements yield the CPU to the event loop, so on a busy machine a health check or
 * a small call is not kept waiting for a core while readers work through maximal pages
 * (docs/architecture.md, "SQLite reads off the event loop").
 */
export const READER_NICENESS = 10;
/** The nicest a thread can be. */
const NICEST = 19;

/** How long a reader thread waits for a busy file; the event loop's own reads never wait. */
const READER_BUSY_TIMEOUT_MS = 5000;

/** What a reader thread needs to open its connection. */
interface ReaderSetup {
  file: string;
  /** How long a statement waits for a busy file (SQLite's recovery after a crash, say). */
  busyTimeoutMs: number;
  niceness: number;
  nicest: number;
  pageCacheKib: number;
  preparedStatements: number;
}

interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

type ReadAnswer =
  | { id: number; rows: Record<string, unknown>[] }
  | { id: number; error: { message: string; code: unknown } };

interface Pending {
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: unknown): void;
}

/**
 * The statements a reader keeps prepared, the least recently used dropped past `limit`
 * (parsing and planning a list's SQL is a fifth of its own time). Self-contained: a reader
 * thread runs its text (readerThread).
 */
export function keepingStatements(
  sqlite: BetterSqlite3.Database,
  limit: number,
): { prepare(text: string): BetterSqlite3.Statement; close(): void } {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= limit) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * A read-only connection to the file, as each reader thread and the event loop's own key
 * reads open it. Self-contained: a reader thread runs its text (readerThread).
 */
function openReadOnly(
  Sqlite: typeof BetterSqlite3,
  keep: typeof keepingStatements,
  setup: ReaderSetup,
): ReturnType<typeof keepingStatements> {
  const sqlite = new Sqlite(setup.file, { readonly: true, fileMustExist: true });
  sqlite.pragma(`busy_timeout = ${setup.busyTimeoutMs}`);
  sqlite.pragma(`cache_size = -${setup.pageCacheKib}`);
  sqlite.pragma('mmap_size = 0');
  return keep(sqlite, setup.preparedStatements);
}

/**
 * A reader thread's whole program. Its text is what the thread runs (see readerSource), so
 * it uses nothing from this module but what it is handed. The connection is opened at the
 * first statement and again after a failed open, so a file that cannot be opened fails
 * each read with SQLite's own error, as the main connection's statements would.
 */
function readerThread(
  threads: typeof WorkerThreads,
  os: typeof Os,
  Sqlite: typeof BetterSqlite3,
  keep: typeof keepingStatements,
  open: typeof openReadOnly,
): void {
  const setup = threads.workerData as ReaderSetup;
  const port = threads.parentPort;
  // On Linux process id 0 is this thread alone (elsewhere it would be the whole process).
  if (os.platform() === 'linux') {
    os.setPriority(0, Math.min(setup.nicest, os.getPriority(0) + setup.niceness));
  }
  let connection: ReturnType<typeof keepingStatements> | null = null;
  // A Buffer parameter arrives as a Uint8Array, which better-sqlite3 does not bind.
  const bindable = (value: unknown) =>
    value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.length) : value;
  port?.on('message', ({ id, sql, parameters }: ReadRequest) => {
    try {
      connection ??= open(Sqlite, keep, setup);
      const rows = connection.prepare(sql).all(parameters.map(bindable));
      port.postMessage({ id, rows });
    } catch (error) {
      const { message, code } = error as { message?: unknown; code?: unknown };
      port.postMessage({ id, error: { message: String(message), code } });
    }
  });
}

/**
 * The program a reader thread runs: readerThread's text, handed its modules. As text it
 * runs the same from the build and from the sources the tests run (a worker cannot load a
 * .ts file), and better-sqlite3 is the one this process resolved.
 */
function readerSource(): string {
  const sqlite = JSON.stringify(require.resolve('better-sqlite3'));
  return `(${readerThread.toString()})(require('node:worker_threads'), require('node:os'), require(${sqlite}), ${keepingStatements.toString()}, ${openReadOnly.toString()});`;
}

/** A row as the main thread's own statements give it: blobs are Buffers, not Uint8Arrays. */
function withBuffers(row: Record<string, unknown>): Record<string, unknown> {
  for (const [column, value] of Object.entries(row)) {
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
      row[column] = Buffer.from(value.buffer, value.byteOffset, value.length);
    }
  }
  return row;
}

class Reader {
  readonly pending = new Map<number, Pending>();
  private readonly worker: Worker;

  constructor(source: string, setup: ReaderSetup, onStop: (reader: Reader) => void) {
    this.worker = new Worker(source, { eval: true, workerData: setup });
    // An idle reader must not keep a command's process alive; close() ends it anyway.
    this.worker.unref();
    this.worker.on('message', (answer: ReadAnswer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (!waiting) return;
      if ('rows' in answer) waiting.resolve(answer.rows.map(withBuffers));
      else
        waiting.reject(
          new BetterSqlite3.SqliteError(answer.error.message, String(answer.error.code)),
        );
    });
    const stop = (error: Error) => {
      onStop(this);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', stop);
    this.worker.on('exit', (code) =>
      stop(new Error(`An SQLite reader thread stopped (code ${code}).`)),
    );
  }

  send(request: ReadRequest, waiting: Pending): void {
    this.pending.set(request.id, waiting);
    this.worker.postMessage(request);
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** What the reader threads are doing now (the metrics read it at each scrape). */
export interface ReaderStats {
  /** Threads that may be started (SQLITE_READERS). */
  max: number;
  /** Started threads running a read. */
  busy: number;
  /** Started threads with nothing to read. */
  idle: number;
  /** Reads sent to a thread that is still running an earlier one. */
  queued: number;
}

/**
 * Up to `size` reader threads, started as reads come: each read goes to the thread with
 * the fewest reads queued (a thread runs them one after another).
 */
export class SqliteReaders {
  private readonly readers: Reader[] = [];
  private readonly setup: ReaderSetup;
  private source: string | null = null;
  private nextId = 0;
  /** This thread's own read-only connection, for reads by key (keyReads). */
  private here: ReturnType<typeof keepingStatements> | null = null;

  constructor(
    file: string,
    private readonly size: number,
    pageCacheKib: number,
    preparedStatements: number,
  ) {
    this.setup = {
      file,
      busyTimeoutMs: READER_BUSY_TIMEOUT_MS,
      niceness: READER_NICENESS,
      nicest: NICEST,
      pageCacheKib,
      preparedStatements,
    };
  }

  /** The rows of one read-only statement, or SQLite's error as the main connection gives it. */
  read(sql: string, parameters: readonly unknown[]): Promise<Record<string, unknown>[]> {
    const reader = this.leastBusy();
    return new Promise((resolve, reject) => {
      this.nextId += 1;
      reader.send({ id: this.nextId, sql, parameters }, { resolve, reject });
    });
  }

  /**
   * The rows of a read by key (keyReads), read on this thread: a few microseconds, never
   * queued behind a thread's long read. It does not wait for a busy file, which would hold
   * the event loop: such a read goes to a reader thread, which waits.
   */
  async readHere(sql: string, parameters: readonly unknown[]): Promise<Record<string, unknown>[]> {
    try {
      this.here ??= openReadOnly(BetterSqlite3, keepingStatements, {
        ...this.setup,
        busyTimeoutMs: 0,
      });
      return this.here.prepare(sql).all(parameters) as Record<string, unknown>[];
    } catch (error) {
      if (!String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY')) throw error;
      return this.read(sql, parameters);
    }
  }

  stats(): ReaderStats {
    const busy = this.readers.filter((reader) => reader.pending.size > 0);
    return {
      max: this.size,
      busy: busy.length,
      idle: this.readers.length - busy.length,
      queued: busy.reduce((sum, reader) => sum + reader.pending.size - 1, 0),
    };
  }

  async close(): Promise<void> {
    this.here?.close();
    this.here = null;
    await Promise.all(this.readers.splice(0).map((reader) => reader.close()));
  }

  private leastBusy(): Reader {
    const idle = this.readers.find((reader) => reader.pending.size === 0);
    if (idle) return idle;
    if (this.readers.length < this.size) return this.start();
    return this.readers.reduce((least, reader) =>
      reader.pending.size < least.pending.size ? reader : least,
    );
  }

  private start(): Reader {
    this.source ??= readerSource();
    const reader = new Reader(this.source, this.setup, (stopped) => {
      const at = this.readers.indexOf(stopped);
      if (at >= 0) this.readers.splice(at, 1);
    });
    this.readers.push(reader);
    return reader;
  }
}
