import type { ApiInstance } from '../helpers/apiInstance';
import type { FaultRow } from './faultTable';
import {
  isProperUnavailable,
  isSuccess,
  startTraffic,
  type Answer,
  type Traffic,
  type TrafficOptions,
  type TrafficResult,
} from './traffic';

/**
 * One fault, start to end: steady traffic begins, the fault is injected and ended, the
 * instances' readiness is watched throughout and timed back to 200, and afterwards every
 * write the traffic saw acknowledged is looked for in the database and its activity log.
 */

/**
 * Traffic before the fault, so it lands on a working service under load, and after
 * recovery: at least this long, and each time until a write of each kind was acknowledged
 * (untilWritten; a busy machine may need longer for one).
 */
const TRAFFIC_MS = 1000;
const READY_POLL_MS = 50;
/** Gives up on recovery after this: a fault that never heals fails its test, not the run. */
const RECOVERY_LIMIT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the database holds of the traffic's writes, read after the fault. */
export interface StoredWrites {
  remarks: ReadonlySet<string>;
  /** The remark texts the activity log (audit_log) recorded. */
  remarkEntries: ReadonlySet<string>;
  /** Per order: documents stored, and the activity log's upload entries. */
  documents: ReadonlyMap<number, number>;
  documentEntries: ReadonlyMap<number, number>;
}

/** Rows of one query on the database under test, whichever it is. */
export type RowsOf = (text: string) => Promise<Array<Record<string, unknown>>>;

/** The traffic's remarks (text starts with 'fault ') and the uploads to `uploadOrders`. */
export async function storedWrites(
  rows: RowsOf,
  uploadOrders: readonly number[],
): Promise<StoredWrites> {
  const counts = async (text: string) =>
    new Map((await rows(text)).map((row) => [Number(row.id), Number(row.n)] as const));
  const ids = uploadOrders.length > 0 ? uploadOrders.join(', ') : 'null';
  const remarks = await rows("select remark from remarks where remark like 'fault %'");
  const entries = await rows("select to_value from audit_log where action = 'order.remark'");
  return {
    remarks: new Set(remarks.map((row) => String(row.remark))),
    remarkEntries: new Set(
      entries.map((row) => (JSON.parse(String(row.to_value)) as { remark: string }).remark),
    ),
    documents: await counts(
      `select order_id as id, count(*) as n from order_documents where order_id in (${ids}) group by order_id`,
    ),
    documentEntries: await counts(
      `select entity_id as id, count(*) as n from audit_log where action = 'order.document'
        and entity_id in (${uploadOrders.map((id) => `'${id}'`).join(', ') || 'null'}) group by entity_id`,
    ),
  };
}

export interface FaultTarget {
  /** The processes the fault must not end. */
  instances: readonly ApiInstance[];
  /** Polled for readiness during the fault and until it is 200 again after it. */
  readyUrls: readonly string[];
  traffic: Omit<TrafficOptions, 'tag'>;
  rows: RowsOf;
}

export interface FaultOutcome {
  row: FaultRow;
  traffic: TrafficResult;
  /** Answers that were neither 2xx nor the promised 503, by kind: '12× 500 GET orders list: …'. */
  unexpected: string[];
  /** Every status /api/ready answered while the fault lasted, per URL. */
  readyDuringFault: Map<string, number[]>;
  /** Acknowledged writes the database does not have. */
  lost: string[];
  /** Stored writes whose activity log entry is missing (or the other way round). */
  unrecorded: string[];
  /**
   * A write of each kind was acknowledged before the fault, and another once it was over
   * (null: not waited for).
   */
  wrote: { beforeFault: boolean; afterRecovery: boolean | null };
}

let runs = 0;

export interface FaultOptions {
  /** An instance the fault itself ends (kill -9): its exit is the fault, not a failure. */
  victim?: ApiInstance;
  /**
   * For a fault only an operator ends (a filesystem the kernel turned read-only needs a
   * check and a remount), what the operator does: recovery is then not waited for.
   */
  operatorEnds?: string;
}

export async function runFault(
  fault: string,
  target: FaultTarget,
  inject: () => Promise<void>,
  { victim, operatorEnds }: FaultOptions = {},
): Promise<FaultOutcome> {
  const tag = `${Date.now().toString(36)}-${(runs += 1)}`;
  const traffic = startTraffic({ ...target.traffic, tag });
  const watch = watchReadiness(target.readyUrls);
  const beforeFault = await untilWritten(traffic);
  await inject();
  const readyDuringFault = watch.stop();
  const survivors = target.instances.filter((instance) => instance !== victim);
  const recovery = operatorEnds
    ? null
    : await untilReady(target.readyUrls, () => survivors.some(hasExited));
  const afterRecovery = operatorEnds ? null : await untilWritten(traffic);
  const result = await traffic.stop();

  const exits = survivors.filter(hasExited).length;
  const stored = await storedWrites(target.rows, target.traffic.uploadOrders ?? []);
  const ownRemarks = [...stored.remarks].filter((text) => text.startsWith(`fault ${tag} `));
  const lost = [
    ...result.acknowledged.remarks.filter((text) => !stored.remarks.has(text)),
    ...[...result.acknowledged.uploads]
      .filter(([orderId, count]) => (stored.documents.get(orderId) ?? 0) < count)
      .map(([orderId, count]) => `${count} uploads to order ${orderId}`),
  ];
  const unrecorded = [
    ...ownRemarks.filter((text) => !stored.remarkEntries.has(text)),
    ...[...stored.documents]
      .filter(([orderId, count]) => stored.documentEntries.get(orderId) !== count)
      .map(([orderId]) => `the documents of order ${orderId}`),
  ];
  const unexpected = result.answers.filter(
    (answer) => !isSuccess(answer) && !isProperUnavailable(answer),
  );
  return {
    row: {
      fault,
      requests: result.answers.length,
      ok: result.answers.filter(isSuccess).length,
      unavailable: result.answers.filter(isProperUnavailable).length,
      otherFailures: unexpected.filter((answer) => answer.status >= 500 || answer.status === 0)
        .length,
      exits,
      lost: lost.length,
      secondsToRecover: recovery?.seconds ?? null,
      probesToRecover: recovery?.probes ?? null,
      ...(operatorEnds && { noRecovery: operatorEnds }),
    },
    traffic: result,
    unexpected: byKind(unexpected),
    readyDuringFault,
    lost,
    unrecorded,
    wrote: { beforeFault, afterRecovery },
  };
}

/**
 * Lets the traffic run for TRAFFIC_MS and then until it has one more write of each kind
 * (remark, upload) acknowledged than when called; false if not within RECOVERY_LIMIT_MS.
 */
async function untilWritten(traffic: Traffic): Promise<boolean> {
  const started = performance.now();
  const before = traffic.writes();
  await sleep(TRAFFIC_MS);
  while (traffic.writes().some((count, kind) => count === before[kind])) {
    if (performance.now() - started > RECOVERY_LIMIT_MS) return false;
    await sleep(READY_POLL_MS);
  }
  return true;
}

const hasExited = (instance: ApiInstance) =>
  instance.process.exitCode !== null || instance.process.signalCode !== null;

/** Answers counted by status, call and the first line of their message, most frequent first. */
function byKind(answers: readonly Answer[]): string[] {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const kind = `${answer.status} ${answer.call}${answer.retryAfter === null ? '' : ' (Retry-After)'}: ${answer.message.split('\n')[0]}`;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].sort(([, x], [, y]) => y - x).map(([kind, count]) => `${count}× ${kind}`);
}

/** Polls /api/ready at each URL until `stop()`, keeping every status (0: no answer). */
function watchReadiness(urls: readonly string[]): { stop(): Map<string, number[]> } {
  let watching = true;
  const seen = new Map(urls.map((url) => [url, [] as number[]]));
  for (const url of urls) {
    void (async () => {
      while (watching) {
        const status = await readyStatus(url);
        if (watching) seen.get(url)?.push(status);
        await sleep(READY_POLL_MS);
      }
    })();
  }
  return {
    stop() {
      watching = false;
      return seen;
    },
  };
}

async function readyStatus(url: string): Promise<number> {
  try {
    const response = await fetch(`${url}/api/ready`, {
      headers: { connection: 'close' },
      signal: AbortSignal.timeout(RECOVERY_LIMIT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * How each URL's /api/ready comes back: probes asked one after another (READY_POLL_MS
 * apart) until one answers 200, counted, and the seconds that took, each the slowest URL's
 * figure; null if not within the limit, or once `hopeless` says no answer can come (a
 * process that should have served has ended).
 */
async function untilReady(
  urls: readonly string[],
  hopeless: () => boolean,
): Promise<{ seconds: number; probes: number } | null> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const probesUntilReady = async (url: string): Promise<number | null> => {
    for (let probes = 1; !hopeless() && elapsed() < RECOVERY_LIMIT_MS; probes += 1) {
      if ((await readyStatus(url)) === 200) return probes;
      await sleep(READY_POLL_MS);
    }
    return null;
  };
  const probes = await Promise.all(urls.map(probesUntilReady));
  if (probes.some((count) => count === null)) return null;
  return { seconds: elapsed() / 1000, probes: Math.max(...probes.map((count) => count ?? 0)) };
}
