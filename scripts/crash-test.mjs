// Crash test (docs/reliability.md#crash-test): `npm run test:crash [-- --rounds 30]`, after `npx tsc -b api`.
// Starts the built server on its own data folder, drives a burst of status moves, remarks and
// uploads, SIGKILLs the server at a random moment, restarts it and checks that every
// write the client saw acknowledged is in the database, PRAGMA integrity_check is ok, and no
// uploaded file is orphaned or half written. Repeats for every round; exits 1 on any breach.
// `-- --db postgres` runs it on PostgreSQL instead of SQLite, in a database of its own on the
// test cluster (dropped after); DATABASE_URL=postgres://… (an empty database) names another.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { scratchDatabase } from './scratchDatabase.mjs';
import { SERVER_NODE_ARGS } from './serverProcess.cjs';

const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf('--rounds') + 1]) || 30;
const SEED = Number(args[args.indexOf('--seed') + 1]) || 7;
const DIALECT = args.includes('--db') ? args[args.indexOf('--db') + 1] : 'sqlite';
if (DIALECT !== 'sqlite' && DIALECT !== 'postgres')
  throw new Error('--db must be sqlite or postgres');
const WORKERS = 4;
const PORT = 18_000 + Math.floor(Math.random() * 2000);
const BASE = `http://127.0.0.1:${PORT}/api`;
// Starts with %PDF-, so the magic-byte check takes it; the marker makes each upload unique.
const pdf = (marker) => Buffer.from(`%PDF-1.4\n% crash test ${marker}\n%%EOF\n`);
const STATUSES = ['Contact Customer', 'Pending', 'Customer Called', 'AwaitingGovt'];

/** mulberry32: the kill moments and the mix of calls repeat for a seed. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(SEED);
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'development',
  // A fixed secret keeps the session valid across restarts.
  JWT_SECRET: 'crash-test-secret-of-at-least-thirty-two-characters',
  SEED_DEMO_DATA: 'true',
  // One instance: nothing else can be mid-upload when it sweeps at start, on PostgreSQL too.
  ORPHAN_MIN_AGE: '0',
};
const scratch =
  DIALECT === 'postgres' && !env.DATABASE_URL ? await scratchDatabase('portal_crash') : null;
if (scratch) env.DATABASE_URL = scratch.url;

function startServer() {
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  child.stderrText = () => stderr;
  return child;
}

async function waitUntilUp(child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${child.stderrText()}`);
    try {
      await fetch(`${BASE}/user_info`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('server did not start within 60 s');
}

async function call(token, method, route, body) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${BASE}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? (isForm ? body : JSON.stringify(body)) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** The order's version, which every change names (a stale one is refused with 409). */
async function versionOf(token, orderId) {
  const details = await call(token, 'GET', `/admin/get-orders-details/${orderId}`);
  return details.body?.data?.version;
}

/** What the client saw acknowledged (2xx) in one round. */
function newLedger() {
  return { remarks: [], moves: [], uploads: [] };
}

async function worker(token, orderIds, ledger, stop) {
  let n = 0;
  while (!stop.killed) {
    const orderId = orderIds[Math.floor(random() * orderIds.length)];
    const roll = random();
    n += 1;
    try {
      if (roll < 0.35) {
        const remark = `crash ${SEED}-${process.hrtime.bigint()}-${n}`;
        const version = await versionOf(token, orderId);
        if (version === undefined) continue;
        const answer = await call(token, 'POST', '/admin/add-new-remark', {
          orderId,
          remark,
          remarkerName: 'Alice Admin',
          whatsapp: '',
          telephone: '',
          statusRefund: '',
          voided: '',
          chargeBack: '',
          version,
        });
        if (answer.status === 200) ledger.remarks.push({ orderId, remark });
      } else if (roll < 0.7) {
        const details = await call(token, 'GET', `/admin/get-orders-details/${orderId}`);
        const order = details.body?.data;
        if (!order) continue;
        const to = STATUSES.filter((status) => status !== order.process_status.trim())[
          Math.floor(random() * 3)
        ];
        const answer = await call(token, 'PUT', '/admin/move-order-status', {
          orderId,
          updatingStatus: to,
          version: order.version,
        });
        if (answer.status === 200) ledger.moves.push({ orderId, version: order.version + 1 });
      } else {
        const marker = `${SEED}-${process.hrtime.bigint()}`;
        const version = await versionOf(token, orderId);
        if (version === undefined) continue;
        const form = new FormData();
        form.append('orderId', String(orderId));
        form.append('email', 'crash@example.test');
        form.append('version', String(version));
        form.append('uploadVisaDoc', new Blob([pdf(marker)], { type: 'application/pdf' }), 'v.pdf');
        const answer = await call(token, 'POST', '/admin/upload-visa-document', form);
        if (answer.status === 200) ledger.uploads.push({ orderId, marker });
      }
    } catch {
      // The server died mid-call: the write was not acknowledged, so nothing is owed.
    }
  }
}

/**
 * The server's database for the checks: `rows(text, ...params)` with `?` parameter markers, and
 * SQLite's integrity check (PostgreSQL checks its own pages: there it answers 'ok').
 */
async function openDatabase() {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const numbered = (text) => {
      let index = 0;
      return text.replace(/\?/g, () => `$${++index}`);
    };
    return {
      integrity: async () => 'ok',
      rows: async (text, ...params) => (await client.query(numbered(text), params)).rows,
      close: () => client.end(),
    };
  }
  const db = new Database(path.join(dataDir, 'portal.sqlite'));
  return {
    integrity: async () => db.pragma('integrity_check', { simple: true }),
    rows: async (text, ...params) => db.prepare(text).all(...params),
    close: async () => db.close(),
  };
}

/** Every breach of a promise found after a kill; empty when the round is clean. */
async function verify(ledger, orderIds) {
  const problems = [];
  const db = await openDatabase();
  try {
    const integrity = await db.integrity();
    if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`);
    for (const entry of ledger.remarks) {
      const found = await db.rows(
        'select 1 from remarks where order_id = ? and remark = ?',
        entry.orderId,
        entry.remark,
      );
      if (found.length === 0) problems.push(`lost remark ${entry.remark}`);
    }
    for (const entry of ledger.moves) {
      const [row] = await db.rows('select version from orders where order_id = ?', entry.orderId);
      if ((row?.version ?? 0) < entry.version) {
        problems.push(`lost status move of ${entry.orderId} to version ${entry.version}`);
      }
    }
    const docs = path.join(dataDir, 'uploads', 'docs');
    const files = new Set(readdirSync(docs));
    const rows = await db.rows(
      `select order_id, file1 from order_documents where order_id in (${orderIds.join(',')})`,
    );
    const recorded = new Set(rows.map((row) => `${row.order_id}_${row.file1}`));
    const contents = rows
      .filter((row) => files.has(`${row.order_id}_${row.file1}`))
      .map((row) => readFileSync(path.join(docs, `${row.order_id}_${row.file1}`), 'latin1'));
    for (const entry of ledger.uploads) {
      if (!contents.some((text) => text.includes(entry.marker))) {
        problems.push(`lost upload ${entry.marker}`);
      }
    }
    for (const text of contents) {
      if (!text.startsWith('%PDF-') || !text.endsWith('%%EOF\n')) {
        problems.push(`half-written document: ${JSON.stringify(text.slice(0, 40))}`);
      }
    }
    for (const row of rows) {
      if (!files.has(`${row.order_id}_${row.file1}`)) {
        problems.push(`document row without file: ${row.order_id}_${row.file1}`);
      }
    }
    const ours = new Set(orderIds.map(String));
    for (const file of files) {
      if (file.endsWith('.partial')) continue; // an interrupted write's temporary file
      if (ours.has(file.split('_')[0]) && !recorded.has(file)) {
        problems.push(`orphaned file ${file}`);
      }
    }
  } finally {
    await db.close();
  }
  return problems;
}

/** Starts the server and signs in; a restart also runs the start-up sweep of orphaned files. */
async function startAndLogin() {
  const child = startServer();
  await waitUntilUp(child);
  const login = await call(null, 'POST', '/admin/admin-login', {
    email: 'admin@demo.test',
    password: 'demo1234',
  });
  const token = login.body?.data?.jwtToken;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { child, token };
}

async function kill(child) {
  child.kill('SIGKILL');
  await child.exited;
}

/** One burst ended by SIGKILL; answers what the client saw acknowledged. */
async function burst(child, token, orderIds) {
  if (orderIds.length === 0) {
    const list = await call(token, 'GET', '/admin/get-orders-list/newOrder?page=1&limit=20');
    orderIds.push(...list.body.data.rows.map((order) => order.order_id));
  }
  const ledger = newLedger();
  const stop = { killed: false };
  const workers = Array.from({ length: WORKERS }, () => worker(token, orderIds, ledger, stop));
  await new Promise((resolve) => setTimeout(resolve, 1000 + random() * 3000));
  stop.killed = true;
  await kill(child);
  await Promise.all(workers);
  return ledger;
}

function report(index, ledger, problems) {
  const acked = ledger.remarks.length + ledger.moves.length + ledger.uploads.length;
  console.log(
    `round ${index + 1}/${ROUNDS}: ${acked} acknowledged writes (${ledger.moves.length} moves, ` +
      `${ledger.remarks.length} remarks, ${ledger.uploads.length} uploads), after restart: ` +
      `${problems.length === 0 ? 'all present, integrity ok, no orphans' : problems.join('; ')}`,
  );
  return acked;
}

const orderIds = [];
let total = 0;
let failed = 0;
try {
  let server = await startAndLogin();
  for (let index = 0; index < ROUNDS; index += 1) {
    const ledger = await burst(server.child, server.token, orderIds);
    // Checked after the restart: its sweep is part of the promise on orphaned files.
    server = await startAndLogin();
    const problems = await verify(ledger, orderIds);
    total += report(index, ledger, problems);
    if (problems.length > 0) failed += 1;
  }
  await kill(server.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
}
console.log(
  `crash test on ${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: ${ROUNDS} rounds, ${total} acknowledged writes, ${failed} rounds with a breach (seed ${SEED})`,
);
process.exitCode = failed === 0 ? 0 : 1;
