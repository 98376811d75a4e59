// `npm run bench:concurrent`: one signed-in member fires CALLERS maximal list and search calls
// at once, each caller sending its next call as soon as the last is answered, for --seconds,
// while /api/health is timed one call at a time and the server's memory is sampled
// (docs/benchmarks.md, "Bounded work per call"). Prints health's p50/p99/max beside the same
// with no load, the peak RSS, the answers by status and, from inside the server
// (serverDiagnostics.cjs), its event loop's delays and garbage collections under the flood.
// Options: --orders N (default 1000000; the bench database is seeded as `npm run bench`
// does, or reused), --reseed, --seconds S (default 20), --db sqlite | postgres,
// --node-options '…' (V8 or Node flags for the server, e.g. '--max-semi-space-size=4'),
// --cpu-profile FILE (the server's main-thread CPU profile during the flood).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { dialectsOf, portalEnv } from './databases.mjs';
import { positiveOption } from './options.mjs';
import { REPO_ROOT } from './paths.mjs';
import { signIn } from './portalSession.mjs';
import { seedBenchDatabase } from './seed.mjs';
import { startPortal } from './servers.mjs';
import { freePorts } from '../scripts/freePorts.cjs';

/** The fault drill's finding: 30 calls at once from one Night Staff token. */
const CALLERS = 30;
/** The largest page a call answers (shared/src/orders/pageSize.ts). */
const PAGE = 1000;
/** A search pages through its newest 10,000 matches (SEARCH_TOTAL_CAP). */
const SEARCH_PAGES = 10;
const BROAD_SEARCHES = ['a', 'm', 's', 'j', 'e'];
const MEMBER = { email: 'nightstaff@demo.test', password: 'demo1234' };
const RSS_SAMPLE_MS = 50;

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    reseed: { type: 'boolean' },
    seconds: { type: 'string', default: '20' },
    db: { type: 'string', default: 'sqlite' },
    'node-options': { type: 'string', default: '' },
    'cpu-profile': { type: 'string' },
  },
});
const orders = positiveOption('orders', values.orders, { whole: true });
const seconds = positiveOption('seconds', values.seconds);
const [dialect] = dialectsOf(values.db);
if (!dialect || values.db === 'both') throw new Error('--db must be sqlite or postgres');

execFileSync('npx', ['tsc', '-b', 'api'], { cwd: REPO_ROOT, stdio: 'inherit' });
const seed = await seedBenchDatabase(orders, values.reseed ?? false, dialect);
const [port, customerPort] = await freePorts(2);
const diagnosticsFile = path.join(tmpdir(), `portal-bench-diagnostics-${process.pid}.json`);
const portal = await startPortal(port, {
  ...portalEnv(dialect),
  CUSTOMER_PORT: String(customerPort),
  // The production per-member limit, which this bench measures (spawn leaves undefined out).
  STAFF_CONCURRENT_CALLS: undefined,
  NODE_OPTIONS: `--require ${path.join(REPO_ROOT, 'bench', 'serverDiagnostics.cjs')} ${values['node-options']}`,
  BENCH_DIAGNOSTICS_FILE: diagnosticsFile,
  BENCH_CPU_PROFILE: values['cpu-profile'] && path.resolve(values['cpu-profile']),
});
const base = `http://127.0.0.1:${port}`;
try {
  const token = await signIn(base, MEMBER);
  const { total } = await call('GET', '/api/admin/get-orders-list/allorder?page=1&limit=1', token);
  const load = loadavg();

  const idle = await timeHealth(() => false, 200);
  const memory = sampleMemory(portal.pid);
  let flooding = true;
  const statuses = new Map();
  const floodAgent = new Agent({ keepAlive: true, maxSockets: CALLERS });
  const callers = Array.from({ length: CALLERS }, async (_, index) => {
    while (flooding) {
      const status = await maximalCall(token, index, total, floodAgent);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  await serverDiagnostics(portal.pid);
  const started = performance.now();
  const busy = await timeHealth(() => performance.now() - started < seconds * 1000, Infinity);
  flooding = false;
  await Promise.all(callers);
  floodAgent.destroy();
  const peak = memory.stop();
  const inside = await serverDiagnostics(portal.pid);
  if (values['cpu-profile']) await written(path.resolve(values['cpu-profile']));

  const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const lines = [
    `${dialect}, ${total.toLocaleString('en-AU')} orders in All Orders (seed ${
      seed.reused ? 'reused' : `${Math.round(seed.seconds)} s`
    }), load average before ${load.map((value) => value.toFixed(2)).join(' ')}`,
    `${CALLERS} callers as ${MEMBER.email} for ${seconds} s: ${answered} calls answered (${[
      ...statuses,
    ]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')})`,
    `/api/health idle: ${describe(idle)}`,
    `/api/health under load: ${describe(busy)}`,
    `peak RSS ${mb(peak.rss)} (anonymous ${mb(peak.anon)}, file-backed ${mb(peak.file)}: SQLite's mapped pages)`,
    `server event loop under load: delay p50 ${inside.loopDelayMs.p50.toFixed(1)} ms, p99 ${inside.loopDelayMs.p99.toFixed(1)} ms, max ${inside.loopDelayMs.max.toFixed(1)} ms; busy ${(100 * inside.loopUtilisation).toFixed(0)} % of the time`,
    `server main-thread heap at its peak under load: ${Object.entries(inside.heapPeakBytes)
      .map(([field, bytes]) => `${field} ${mb(bytes / 1024)}`)
      .join(', ')}`,
    `server garbage collections under load: ${Object.entries(inside.collections)
      .map(
        ([kind, seen]) =>
          `${kind} ${seen.count} (${seen.totalMs.toFixed(0)} ms in all, longest ${seen.maxMs.toFixed(1)} ms)`,
      )
      .join(', ')}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  portal.kill();
  rmSync(diagnosticsFile, { force: true });
}

/** One maximal call of caller `index`: lists and searches in turn, at any depth. */
function maximalCall(token, index, total, agent) {
  const pages = Math.max(1, Math.floor(total / PAGE));
  const kind = index % 3;
  if (kind === 0) {
    const page = 1 + Math.floor(Math.random() * pages);
    return send(
      'GET',
      `/api/admin/get-orders-list/allorder?page=${page}&limit=${PAGE}`,
      token,
      agent,
    );
  }
  // A broad search pages through its newest matches; a blank one is the folder at any depth.
  const broad = kind === 1;
  const start = PAGE * Math.floor(Math.random() * (broad ? SEARCH_PAGES : pages));
  const searchVal = broad ? BROAD_SEARCHES[Math.floor(Math.random() * BROAD_SEARCHES.length)] : '';
  return send('POST', '/api/admin/search-order', token, agent, {
    start,
    end: start + PAGE,
    searchVal,
    folderName: 'allorder',
  });
}

/**
 * Times /api/health one call at a time on a connection of its own while `going()` holds,
 * or `count` times.
 */
async function timeHealth(going, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  while (times.length < count && (count !== Infinity || going())) {
    const started = performance.now();
    const status = await send('GET', '/api/health', undefined, agent);
    if (status !== 200) throw new Error(`/api/health answered ${status}`);
    times.push(performance.now() - started);
  }
  agent.destroy();
  return times.sort((a, b) => a - b);
}

/**
 * What the server saw since the last call (serverDiagnostics.cjs): it writes the file when
 * signalled.
 */
async function serverDiagnostics(pid) {
  rmSync(diagnosticsFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  await written(diagnosticsFile);
  // The file is written in one call; a read that meets it half-written tries again.
  for (;;) {
    try {
      return JSON.parse(readFileSync(diagnosticsFile, 'utf8'));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

async function written(file) {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Samples the process's resident memory until stopped; answers the peaks. */
function sampleMemory(pid) {
  const peak = { rss: 0, anon: 0, file: 0 };
  const read = () => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    peak.rss = Math.max(peak.rss, kib('VmRSS'));
    peak.anon = Math.max(peak.anon, kib('RssAnon'));
    peak.file = Math.max(peak.file, kib('RssFile'));
  };
  read();
  const timer = setInterval(read, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

function describe(times) {
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (${times.length} calls)`;
}

function mb(kib) {
  return `${Math.round(kib / 1024)} MB`;
}

async function call(method, path, token) {
  const response = await fetch(`${base}${path}`, { method, headers: { authorization: token } });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

/** Sends one call and reads its whole answer; resolves to its status. */
function send(method, path, token, agent, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    ...(token ? { authorization: token } : {}),
    ...(payload ? { 'content-type': 'application/json' } : {}),
  };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { method, headers, agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
