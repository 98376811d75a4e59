// The connection behind the PostgreSQL TestSql (testDatabase.ts): the test's thread posts a
// request and waits on `signal` while this thread runs it, so checks stay synchronous as
// better-sqlite3's are, without starting psql for every statement.
const { workerData } = require('node:worker_threads');

const { url, port, signal } = workerData;

// A worker that stops (pg cannot be loaded, a fault of this file) says why at once: the test's
// thread, blocked in its wait, would otherwise hear nothing until its statement limit.
process.on('uncaughtException', (error) => {
  port.postMessage({ stopped: error.message });
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
  process.exit(1);
});

const pg = require('pg');

/** The open connection, or null once it ended (a test may terminate every backend). */
let client = null;

async function connection() {
  if (client) return client;
  const fresh = new pg.Client({ connectionString: url });
  const forget = () => {
    if (client === fresh) client = null;
  };
  fresh.on('error', forget);
  fresh.on('end', forget);
  await fresh.connect();
  client = fresh;
  return fresh;
}

/** A failure of the connection rather than of the statement: asked again on a new one. */
const connectionLost = (error) =>
  /^(57P01|08)/.test(String(error.code ?? '')) || /Connection terminated/.test(error.message);

async function query(text) {
  try {
    return await (await connection()).query(text);
  } catch (error) {
    if (!connectionLost(error)) throw error;
    client = null;
    return (await connection()).query(text);
  }
}

/** The last result of a string of statements, as psql prints the last one. */
const last = (result) => (Array.isArray(result) ? result[result.length - 1] : result);

const ANSWERS = {
  rows: async ({ text }) =>
    (await query(`select coalesce(json_agg(q), '[]')::text as rows from (${text}) q`)).rows[0].rows,
  run: async ({ text }) => last(await query(text)).rowCount ?? 0,
  // The settings last only as long as their transaction, which always ends here: a failed
  // statement must not leave the connection in an aborted one for the next check.
  plan: async ({ text, settings }) => {
    try {
      await query(`begin; ${settings.map((setting) => `set local ${setting};`).join(' ')}`);
      return (await query(`explain ${text}`)).rows.map((row) => row['QUERY PLAN']);
    } finally {
      await query('rollback');
    }
  },
};

// Each reply carries its request's id and is counted in `signal` after it is posted: the
// waiting thread checks for its reply before every wait, so no wake-up is lost or taken for
// the wrong statement.
port.on('message', async (request) => {
  let reply;
  try {
    reply = { id: request.id, value: await ANSWERS[request.kind](request) };
  } catch (error) {
    reply = { id: request.id, error: error.message };
  }
  port.postMessage(reply);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
});
